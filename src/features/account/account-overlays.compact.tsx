// In game the shop is one file: the account's overlays are imported directly.
export { default as LoginPanel } from './login-panel';
export { default as CharacterModal } from '../characters/character-modal';
export { default as HistoryPopup } from '../history/history-popup';

export const preloadAccountOverlays = (): Promise<unknown> => Promise.resolve();
