// The audit log, newest first: who did what to what, with the before and after.
import { useQuery } from '@tanstack/react-query';
import { useHttp } from '../../api/http-context';
import { manageQueries } from '../../api/manage-queries';
import { AdminPage, QueryView, Table, formatDate } from './admin-ui';
import { frAdmin } from './fr-admin';

const t = frAdmin.audit;
export const AUDIT_LIMIT = 200;

const show = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

export default function AuditPage() {
  const http = useHttp();
  const query = useQuery(manageQueries.audit(http, AUDIT_LIMIT));
  const c = t.columns;
  return (
    <AdminPage title={t.title}>
      <QueryView query={query}>
        {({ entries }) =>
          entries.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <Table label={t.title}>
              <thead>
                <tr>
                  <th scope="col">{c.at}</th>
                  <th scope="col">{c.admin}</th>
                  <th scope="col">{c.action}</th>
                  <th scope="col">{c.target}</th>
                  <th scope="col">{c.change}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDate(entry.at)}</td>
                    <td>{entry.adminName}</td>
                    <td className="adm-mono">{entry.action}</td>
                    <td className="adm-mono">{entry.target}</td>
                    <td>
                      <details>
                        <summary>{t.details}</summary>
                        <p className="adm-label">{t.before}</p>
                        <pre className="adm-pre">{show(entry.before)}</pre>
                        <p className="adm-label">{t.after}</p>
                        <pre className="adm-pre">{show(entry.after)}</pre>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </AdminPage>
  );
}
