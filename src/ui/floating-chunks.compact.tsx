// In game the shop is one file: the floating-ui menu list is imported directly.
export { default as MenuPopup } from './menu-popup';

export const preloadMenus = (): Promise<unknown> => Promise.resolve();
