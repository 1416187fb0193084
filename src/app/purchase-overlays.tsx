// The purchase dialogs, a chunk loaded on the first opening of any of them or when
// the page is idle (the in-game build swaps this module for
// purchase-overlays.compact.tsx: one file, no chunks).
import { fr } from '../i18n/fr';
import { lazyPage } from '../ui/lazy-page';

export const PurchaseDialogs = lazyPage(fr.chunks.purchase, () => import('../features/checkout/purchase-dialogs'));

export const preloadPurchaseDialogs = (): Promise<unknown> => PurchaseDialogs.preload();
