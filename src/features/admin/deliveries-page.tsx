// The delivery queue: pending ones, stuck ones (claimed again and again, never
// acknowledged) or all, with "Relancer" and "Annuler la livraison".
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { useHttp } from '../../api/http-context';
import { manageQueries, type DeliveryState } from '../../api/manage-queries';
import { AdminPage, QueryView } from './admin-ui';
import { DeliveryTable } from './delivery-table';
import { adminTexts } from './fr-admin';

const t = adminTexts.deliveries;
const STATES: DeliveryState[] = ['pending', 'stuck', 'all'];

export default function DeliveriesPage() {
  const requested = new URLSearchParams(useSearch()).get('etat');
  const state: DeliveryState = STATES.find((s) => s === requested) ?? 'pending';
  const [, navigate] = useLocation();
  const http = useHttp();
  const query = useQuery(manageQueries.deliveries(http, state));
  return (
    <AdminPage title={t.title}>
      <div className="adm-row">
        <div className="adm-field">
          <label htmlFor="adm-delivery-state">{t.state}</label>
          <select id="adm-delivery-state" value={state} onChange={(event) => navigate(`/admin/livraisons?etat=${event.target.value}`)}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t.states[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryView query={query}>{({ deliveries }) => <DeliveryTable deliveries={deliveries} />}</QueryView>
    </AdminPage>
  );
}
