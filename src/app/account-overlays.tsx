// The account's overlays, each a chunk loaded on its first opening (the in-game
// build swaps this module for account-overlays.compact.tsx: one file, no chunks).
import { frChunks } from '../i18n/fr-chunks';
import { lazyPage } from '../ui/lazy-page';

export const LoginPanel = lazyPage(frChunks.login, () => import('../features/account/login-panel'));
export const CharacterModal = lazyPage(frChunks.characters, () => import('../features/characters/character-modal'));
export const HistoryPopup = lazyPage(frChunks.history, () => import('../features/history/history-popup'));

/** Loaded when the page is idle, so a first opening shows at once. */
export function preloadAccountOverlays(): Promise<unknown> {
  return Promise.all([LoginPanel.preload(), CharacterModal.preload(), HistoryPopup.preload()]);
}
