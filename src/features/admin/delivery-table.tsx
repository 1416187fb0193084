// Deliveries as the console lists them (a player's, or the queue's pending and stuck
// ones), with "Relancer" and, confirmed, "Annuler la livraison" on those not acknowledged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ManagedDelivery } from '../../api/contract/manage';
import { STUCK_CLAIMS } from '../../api/contract/manage';
import { useHttp } from '../../api/http-context';
import { cancelDelivery, manageKeys, retryDelivery } from '../../api/manage-queries';
import { showToast } from '../../ui/toast';
import { ConfirmDialog, Table, errorText, formatDate } from './admin-ui';
import { frAdmin } from './fr-admin';

const t = frAdmin.deliveries;

function stateText(delivery: ManagedDelivery): string {
  if (delivery.ackedAt) return t.acked(formatDate(delivery.ackedAt));
  if (delivery.cancelledAt) return t.cancelled(formatDate(delivery.cancelledAt));
  return delivery.claims >= STUCK_CLAIMS ? t.stuck : t.waiting;
}

export function DeliveryTable({ deliveries, showPlayer = true }: { deliveries: readonly ManagedDelivery[]; showPlayer?: boolean }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<ManagedDelivery | null>(null);
  const done = () => queryClient.invalidateQueries({ queryKey: manageKeys.all });
  const retry = useMutation({
    mutationFn: (id: string) => retryDelivery(http, id),
    onSuccess: () => {
      showToast(t.retried, 'success');
      return done();
    },
    onError: (error) => showToast(errorText(error), 'error'),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => cancelDelivery(http, id),
    onSuccess: () => {
      setCancelling(null);
      showToast(t.cancelledToast, 'success');
      return done();
    },
  });
  if (deliveries.length === 0) return <p>{t.none}</p>;
  const c = t.columns;
  return (
    <>
      <Table label={t.title}>
        <thead>
          <tr>
            <th scope="col">{c.created}</th>
            {showPlayer && <th scope="col">{c.player}</th>}
            <th scope="col">{c.product}</th>
            <th scope="col">{c.action}</th>
            <th scope="col">{c.server}</th>
            <th scope="col" className="adm-num">{c.claims}</th>
            <th scope="col">{c.state}</th>
            <th scope="col">
              <span className="visually-hidden">{frAdmin.catalogue.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => {
            const open = !delivery.ackedAt && !delivery.cancelledAt;
            return (
              <tr key={delivery.id}>
                <td>{formatDate(delivery.createdAt)}</td>
                {showPlayer && (
                  <td>
                    <Link href={`/admin/joueurs/${delivery.accountId}`}>{delivery.username}</Link>
                  </td>
                )}
                <td>
                  <span className="adm-mono">{delivery.itemId}</span> ×{delivery.amount}
                </td>
                <td>{t.actions[delivery.action] ?? delivery.action}</td>
                <td>{delivery.server}</td>
                <td className="adm-num">{delivery.claims}</td>
                <td>{stateText(delivery)}</td>
                <td>
                  {open && (
                    <div className="adm-actions">
                      <button type="button" className="button-secondary adm-small" disabled={retry.isPending} onClick={() => retry.mutate(delivery.id)}>
                        {t.retry}
                      </button>
                      <button
                        type="button"
                        className="button-secondary adm-small"
                        onClick={() => {
                          cancel.reset();
                          setCancelling(delivery);
                        }}
                      >
                        {t.cancel}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <ConfirmDialog
        open={cancelling !== null}
        title={t.cancelTitle}
        busy={cancel.isPending}
        error={cancel.isError ? errorText(cancel.error) : null}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate(cancelling.id)}
      >
        <p>{cancelling && t.cancelText(`${cancelling.itemId} ×${cancelling.amount}`, cancelling.username)}</p>
      </ConfirmDialog>
    </>
  );
}
