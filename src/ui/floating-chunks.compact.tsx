// In game the shop is one file: the menu list (menu-popup.compact.tsx, without floating-ui) is imported directly.
export { default as MenuPopup } from './menu-popup';

export const preloadMenus = (): Promise<unknown> => Promise.resolve();
