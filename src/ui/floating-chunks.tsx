// The floating-ui surfaces, loaded the first time one opens (or when the page is
// idle), so closed overlays and menus cost nothing at start. The in-game build
// swaps this module for floating-chunks.compact.tsx: one file, nothing to load.
import { preloadableLazy } from '../lib/preloadable-lazy';

export const OverlayPanel = preloadableLazy(() => import('./overlay-panel'));
export const MenuPopup = preloadableLazy(() => import('./menu-popup'));

export function preloadOverlays(): Promise<unknown> {
  return Promise.all([OverlayPanel.preload(), MenuPopup.preload()]);
}
