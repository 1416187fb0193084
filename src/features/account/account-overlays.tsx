// The account's overlays, each a chunk loaded on its first opening (the in-game
// build swaps this module for account-overlays.compact.tsx: one file, no chunks).
import { lazyPage } from '../../app/lazy-page';

export const LoginPanel = lazyPage('connexion', () => import('./login-panel'));
export const CharacterModal = lazyPage('personnages', () => import('../characters/character-modal'));
export const HistoryPopup = lazyPage('historique', () => import('../history/history-popup'));

/** Loaded when the page is idle, so a first opening shows at once. */
export function preloadAccountOverlays(): Promise<unknown> {
  return Promise.all([LoginPanel.preload(), CharacterModal.preload(), HistoryPopup.preload()]);
}
