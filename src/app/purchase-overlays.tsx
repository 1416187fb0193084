// The purchase dialogs, a chunk loaded on the first opening of any of them or when
// the page is idle (the in-game build swaps this module for
// purchase-overlays.compact.tsx: one file, no chunks).
import { lazyPage } from '../ui/lazy-page';

export const PurchaseDialogs = lazyPage('purchase', () => import('../features/checkout/purchase-dialogs'));

export const preloadPurchaseDialogs = (): Promise<unknown> => PurchaseDialogs.preload();
