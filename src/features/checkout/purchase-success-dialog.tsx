// The purchase-success dialog (spec 02 §2): a loader for 500 ms, then the server's
// message, each product bought with its quantity, and the total.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { overlays } from '../../state/overlays';
import { Dialog } from '../../ui/dialog';
import { closePurchaseSuccess, purchase } from './points-purchase';
import styles from './checkout.module.css';
import { usePoints } from '../../state/identity';

export const SUCCESS_LOADER_MS = 500;

export function PurchaseSuccessDialog() {
  const queryClient = useQueryClient();
  const open = useSnapshot(overlays).checkoutTransactionPopup;
  const { receipt } = useSnapshot(purchase);
  const points = usePoints();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (!open) return;
    const timer = setTimeout(() => setReady(true), SUCCESS_LOADER_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Dialog open={open && Boolean(receipt)} onClose={() => closePurchaseSuccess(queryClient)} title={purchaseTexts.successTitle}>
      {!ready || !receipt ? (
        <p role="status" className={styles.empty}>
          {purchaseTexts.loading}
        </p>
      ) : (
        <div role="status" className={styles.receipt}>
          <p>{receipt.message}</p>
          <ul>
            {receipt.lines.map((line) => (
              <li key={line.id}>{purchaseTexts.bought(line.name, line.quantity)}</li>
            ))}
          </ul>
          <p className={styles.total}>
            {purchaseTexts.total} : {points(formatTokens(receipt.total, texts.numbers))}
          </p>
        </div>
      )}
    </Dialog>
  );
}
