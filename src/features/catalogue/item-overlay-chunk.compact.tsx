// In game the shop is one file: the item presentation is imported directly.
export { ItemOverlay } from './item-overlay';

export const preloadItemOverlay = (): Promise<unknown> => Promise.resolve();
