// The floating-ui surfaces, loaded the first time one opens (or when the page is
// idle), so closed overlays and menus cost nothing at start. The in-game build
// swaps this module for floating-chunks.compact.tsx: one file, nothing to load.
import { lazy } from 'react';

const loadOverlayPanel = () => import('./overlay-panel');
const loadMenuPopup = () => import('./menu-popup');

export const OverlayPanel = lazy(loadOverlayPanel);
export const MenuPopup = lazy(loadMenuPopup);

export function preloadOverlays(): Promise<unknown> {
  return Promise.all([loadOverlayPanel(), loadMenuPopup()]);
}
