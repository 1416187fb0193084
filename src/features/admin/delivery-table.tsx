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
import { ConfirmDialog, errorText, formatDate } from './admin-ui';
import { AdminTable, type AdminColumn } from './admin-table';
import { adminTexts } from './fr-admin';

const t = adminTexts.deliveries;

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
  const c = t.columns;
  const player: AdminColumn<ManagedDelivery> = { header: c.player, cell: (delivery) => <Link href={`/admin/joueurs/${delivery.accountId}`}>{delivery.username}</Link> };
  const columns: AdminColumn<ManagedDelivery>[] = [
    { header: c.created, cell: (delivery) => formatDate(delivery.createdAt) },
    ...(showPlayer ? [player] : []),
    {
      header: c.product,
      cell: (delivery) => (
        <>
          <span className="adm-mono">{delivery.itemId}</span> ×{delivery.amount}
        </>
      ),
    },
    { header: c.action, cell: (delivery) => t.actions[delivery.action] ?? delivery.action },
    { header: c.server, cell: (delivery) => delivery.server },
    { header: c.claims, cell: (delivery) => delivery.claims, numeric: true },
    { header: c.state, cell: stateText },
    {
      header: <span className="visually-hidden">{adminTexts.catalogue.columns.actions}</span>,
      // Only a delivery neither acknowledged nor cancelled can be retried or cancelled.
      cell: (delivery) =>
        delivery.ackedAt || delivery.cancelledAt ? null : (
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
        ),
    },
  ];
  return (
    <>
      <AdminTable label={t.title} columns={columns} rows={deliveries} rowKey={(delivery) => delivery.id} empty={t.none} />
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
