// The floating-ui menu list, loaded the first time a menu opens (or when the page
// is idle), so closed menus cost nothing at start. The in-game build swaps this
// module for floating-chunks.compact.tsx: one file, nothing to load.
import { preloadableLazy } from '../lib/preloadable-lazy';

export const MenuPopup = preloadableLazy(() => import('./menu-popup'));

export const preloadMenus = (): Promise<unknown> => MenuPopup.preload();
