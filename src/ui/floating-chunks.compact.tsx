// In game the shop is one file: the floating-ui surfaces are imported directly.
export { default as OverlayPanel } from './overlay-panel';
export { default as MenuPopup } from './menu-popup';

export const preloadOverlays = (): Promise<unknown> => Promise.resolve();
