// The login panel's error banner: set by a failed password, game or forum login.
import { proxy } from 'valtio';
import { setLoginShown } from '../../state/ui-store';

export const loginPanel = proxy({ error: null as string | null });

/** Opens the login panel (or keeps it open) with the error text. */
export function showLoginError(text: string) {
  loginPanel.error = text;
  setLoginShown(true);
}

export function dismissLoginError() {
  loginPanel.error = null;
}
