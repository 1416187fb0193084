// Every Tebex payment the shop recorded (credited, refunded, disputed, unmatched), newest
// first, the filter in the address (`?etat=`); an unmatched one (no buyer the shop knows)
// has "Créditer à un joueur".
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ManagedPayment } from '../../api/contract/manage-payments';
import { useHttp } from '../../api/http-context';
import { manageQueries, type PaymentsFilter } from '../../api/manage-queries';
import { AdminPage, QueryView, formatDate } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { CreditPaymentDialog } from './credit-payment-dialog';
import { adminFiguresTexts } from './fr-admin-figures';

const t = adminFiguresTexts.payments;
const FILTERS: PaymentsFilter[] = ['all', 'unmatched', 'credited', 'reversed'];

function amountText(payment: ManagedPayment): string {
  if (payment.amount === null || payment.currency === null) return '—';
  try {
    return new Intl.NumberFormat('fr-FR', { style: 'currency', currency: payment.currency }).format(payment.amount);
  } catch {
    return `${payment.amount.toFixed(2)} ${payment.currency}`;
  }
}

export default function PaymentsPage() {
  const requested = new URLSearchParams(useSearch()).get('etat');
  const filter: PaymentsFilter = FILTERS.find((f) => f === requested) ?? 'all';
  const [, navigate] = useLocation();
  const http = useHttp();
  const query = useQuery(manageQueries.payments(http, filter));
  const [crediting, setCrediting] = useState<ManagedPayment | null>(null);
  const c = t.columns;
  const columns: AdminColumn<ManagedPayment>[] = [
    { header: c.at, cell: (payment) => formatDate(payment.at) },
    { header: c.id, cell: (payment) => payment.transactionId, mono: true },
    { header: c.state, cell: (payment) => t.states[payment.state] },
    { header: c.amount, cell: amountText, numeric: true },
    {
      header: c.who,
      cell: (payment) =>
        payment.buyer ? <Link href={`/admin/joueurs/${payment.buyer.id}`}>{payment.buyer.username}</Link> : payment.customer ? t.customer(payment.customer) : '—',
    },
    { header: c.products, cell: (payment) => payment.products.map((p) => `${p.name} ×${p.quantity}`).join(', ') || '—' },
    {
      header: <span className="visually-hidden">{c.actions}</span>,
      cell: (payment) =>
        payment.state === 'unmatched' ? (
          <button type="button" className="button-secondary adm-small" onClick={() => setCrediting(payment)}>
            {t.credit}
          </button>
        ) : (
          payment.reason && <span className="adm-hint">{payment.reason}</span>
        ),
    },
  ];
  return (
    <AdminPage title={t.title}>
      <div className="adm-row">
        <div className="adm-field">
          <label htmlFor="adm-payments-filter">{t.filter}</label>
          <select id="adm-payments-filter" value={filter} onChange={(event) => navigate(`/admin/paiements?etat=${event.target.value}`)}>
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {t.filters[f]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={query}>
        {({ payments }) => <AdminTable label={t.title} columns={columns} rows={payments} rowKey={(payment) => payment.transactionId} empty={t.none} />}
      </QueryView>
      {crediting && <CreditPaymentDialog payment={crediting} onClose={() => setCrediting(null)} />}
    </AdminPage>
  );
}
