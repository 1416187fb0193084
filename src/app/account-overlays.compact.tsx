// In game the shop is one file: the account's overlays are imported directly.
export { default as LoginPanel } from '../features/account/login-panel';
export { default as CharacterModal } from '../features/characters/character-modal';
export { default as HistoryPopup } from '../features/history/history-popup';

export const preloadVisitorOverlays = (): Promise<unknown> => Promise.resolve();
export const preloadPlayerOverlays = preloadVisitorOverlays;
