// The login panel: shown through the overlay registry, with the error banner set by
// a failed password, game or forum login.
import { proxy } from 'valtio';
import { setOverlay } from '../../state/overlays';

export const loginPanel = proxy({ error: null as string | null });

/** Login page show is true for any payload except 'close'. */
export function setLoginShown(payload: unknown) {
  setOverlay('login', payload !== 'close');
}

/** Opens the login panel (or keeps it open) with the error text. */
export function showLoginError(text: string) {
  loginPanel.error = text;
  setLoginShown(true);
}

export function dismissLoginError() {
  loginPanel.error = null;
}
