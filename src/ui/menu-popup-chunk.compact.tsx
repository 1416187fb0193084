// In game the shop is one file: the menu's list is imported directly.
export { default as MenuPopup } from './menu-popup';

export const preloadMenuPopup = (): void => {};
