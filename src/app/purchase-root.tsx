// Mounted once by the app: the purchase dialogs, loaded on the first opening of any
// of them, then kept mounted so each closes normally.
import { useSnapshot } from 'valtio';
import { useWhenIdle } from '../lib/use-when-idle';
import { useLoggedIn } from '../state/logged-in';
import { overlays } from '../state/overlays';
import { OnceOpened } from '../ui/once-opened';
import { PurchaseDialogs, preloadPurchaseDialogs } from './purchase-overlays';

/** A visitor is asked to log in before any purchase dialog. */
const nothingToLoad = (): Promise<unknown> => Promise.resolve();

export function PurchaseRoot() {
  const { quickBuy, transactionRecap, checkoutTransactionPopup } = useSnapshot(overlays);
  useWhenIdle(useLoggedIn() ? preloadPurchaseDialogs : nothingToLoad);
  return <OnceOpened shown={quickBuy || transactionRecap || checkoutTransactionPopup} component={PurchaseDialogs} />;
}
