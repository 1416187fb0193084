// The account's overlays, each a chunk loaded on its first opening (the in-game
// build swaps this module for account-overlays.compact.tsx: one file, no chunks).
import { lazyPage } from '../ui/lazy-page';

export const LoginPanel = lazyPage('login', () => import('../features/account/login-panel'));
export const CharacterModal = lazyPage('characters', () => import('../features/characters/character-modal'));
export const HistoryPopup = lazyPage('history', () => import('../features/history/history-popup'));

/** Loaded when the page is idle, so a first opening shows at once: what a visitor can open… */
export const preloadVisitorOverlays = (): Promise<unknown> => LoginPanel.preload();

/** …and what a logged-in player can. */
export const preloadPlayerOverlays = (): Promise<unknown> => Promise.all([CharacterModal.preload(), HistoryPopup.preload()]);
