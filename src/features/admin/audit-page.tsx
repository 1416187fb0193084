// The audit log, newest first: who did what to what, with the before and after.
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { AdminPage, QueryView, formatDate } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { adminTexts } from './fr-admin';

const t = adminTexts.audit;
export const AUDIT_LIMIT = 200;

const show = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

const c = t.columns;
const columns: AdminColumn<AuditEntry>[] = [
  { header: c.at, cell: (entry) => formatDate(entry.at) },
  { header: c.admin, cell: (entry) => entry.adminName },
  { header: c.action, cell: (entry) => entry.action, mono: true },
  { header: c.target, cell: (entry) => entry.target, mono: true },
  { header: c.change, cell: (entry) => <Change entry={entry} /> },
];

export default function AuditPage() {
  const http = useHttp();
  const query = useQuery(manageQueries.audit(http, AUDIT_LIMIT));
  return (
    <AdminPage title={t.title}>
      <QueryView query={query}>{({ entries }) => <AdminTable label={t.title} columns={columns} rows={entries} rowKey={(entry) => entry.id} empty={t.none} />}</QueryView>
    </AdminPage>
  );
}

/** What the action changed, folded: the value before, then after. */
function Change({ entry }: { entry: AuditEntry }) {
  return (
    <details>
      <summary>{t.details}</summary>
      <p className="adm-label">{t.before}</p>
      <pre className="adm-pre">{show(entry.before)}</pre>
      <p className="adm-label">{t.after}</p>
      <pre className="adm-pre">{show(entry.after)}</pre>
    </details>
  );
}
