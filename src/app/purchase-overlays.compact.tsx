// In game the shop is one file: the purchase dialogs are imported directly.
export { default as PurchaseDialogs } from '../features/checkout/purchase-dialogs';

export const preloadPurchaseDialogs = (): Promise<unknown> => Promise.resolve();
