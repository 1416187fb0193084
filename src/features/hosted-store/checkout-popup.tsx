// The checkout popup (spec 02 §2 "Checkout popup", §4 "Checkout widget"): a full-screen
// dark overlay with the provider's widget rendered inline, a loader until 300 ms
// after it renders. Its events: close hides the popup; payment:complete thanks the
// player and drops the basket (the webhook credits, never this); payment:error says
// so and keeps the widget for another try.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { accountKeys } from '../../api/account-queries';
import { texts } from '../../i18n/fr';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { useConfig } from '../../platform/platform-context';
import { resetBaskets } from '../../state/basket-reset';
import { main } from '../../state/main-store';
import { overlays, setOverlay } from '../../state/overlays';
import { timerKeys } from '../../state/timers';
import { Overlay } from '../../ui/overlay';
import { PageLoader } from '../../ui/page-loader';
import { hostedFlow } from './hosted-basket';
import { renderCheckout, type CheckoutSession } from './tebex-checkout';
import styles from './checkout-popup.module.css';

export const CHECKOUT_LOADER_MS = 300;
export const WHO_AM_I_AFTER_PAYMENT_MS = 30_000;
export const CHECKOUT_COLORS = [
  { name: 'primary', color: '#910f0f' },
  { name: 'secondary', color: '#25c235' },
] as const;
const HISTORY_KEY = ['history', 'transactions'] as const;

export function closeCheckout() {
  setOverlay('checkoutPopup', false);
  hostedFlow.checkoutIdent = null;
}

/** The new balance and history come from the webhook's credit: asked again now and 30 s later. */
function paymentComplete(queryClient: QueryClient) {
  hostedFlow.payment = 'complete';
  resetBaskets();
  closeCheckout();
  const refreshHistory = () => {
    delete main.timers[timerKeys.transactions];
    void queryClient.invalidateQueries({ queryKey: HISTORY_KEY });
  };
  refreshHistory();
  setTimeout(() => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.whoAmIAll });
    refreshHistory();
  }, WHO_AM_I_AFTER_PAYMENT_MS);
}

export default function CheckoutPopup() {
  const { checkoutPopup } = useSnapshot(overlays);
  const ident = useSnapshot(hostedFlow).checkoutIdent;
  const endpoint = useConfig().tebex.checkoutEndpoint;
  const queryClient = useQueryClient();
  const frame = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const open = checkoutPopup && ident !== null;

  useEffect(() => {
    const element = frame.current;
    if (!open || !ident || !element) return;
    let cancelled = false;
    let session: CheckoutSession | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setReady(false);
    renderCheckout(
      element,
      { ident, theme: 'dark', colors: [...CHECKOUT_COLORS], popupOnMobile: true, ...(endpoint ? { endpoint } : {}) },
      {
        onClose: closeCheckout,
        onComplete: () => paymentComplete(queryClient),
        onError: () => void (hostedFlow.payment = 'error'),
      },
    ).then(
      (rendered) => {
        if (cancelled) return rendered.destroy();
        session = rendered;
        timer = setTimeout(() => setReady(true), CHECKOUT_LOADER_MS);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('[hosted-store] checkout widget failed', error);
        hostedFlow.payment = 'error';
        closeCheckout();
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      session?.destroy();
    };
  }, [open, ident, endpoint, queryClient]);

  return (
    <Overlay open={open} onClose={closeCheckout} label={hostedStoreTexts.checkoutTitle} placement="full" className={styles.popup}>
      <div className={styles.widget}>
        <div ref={frame} className={styles.frame} />
        {!ready && (
          <div className={styles.loader}>
            <PageLoader />
          </div>
        )}
      </div>
      <button type="button" className={styles.close} aria-label={texts.overlay.close} onClick={closeCheckout}>
        ×
      </button>
    </Overlay>
  );
}
