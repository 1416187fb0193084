// Session actions (spec 01 §4 "Login", "Session check"). The notification is only
// recorded here; the browsing feature shows and resets the toast.
import { proxy } from 'valtio';
import { Account } from '../../api/contract/account';
import { main } from '../../state/main-store';
import { isUserTimer, type TimerKey } from '../../state/timers';
import { loginPanel } from './login-state';

/** Bumped by every login and logout: a session check in flight across one is stale. */
export const session = proxy({ epoch: 0 });

/** "Connexion réussie" only when the account changes: in game every F2 signs in again. */
export function signIn(account: Account) {
  session.epoch += 1;
  if (main.user?.id !== account.id) main.notification = 'login';
  main.user = account;
  loginPanel.error = null;
}

/**
 * The session the server rendered the page for (web): a browser that kept no account
 * starts logged in, as its first paint showed, instead of waiting for the session
 * check (a logged-in page such as the daily shop would send it home meanwhile).
 */
export function adoptServerSession(value: unknown) {
  if (main.user) return;
  const parsed = Account.safeParse(value);
  if (parsed.success) main.user = parsed.data;
}

/** Logout resets the user data and everything fetched for that user. */
export function signOut() {
  session.epoch += 1;
  main.user = null;
  main.characters = {};
  main.selectedCharacter = {};
  main.transactions = null;
  for (const key of Object.keys(main.timers)) if (isUserTimer(key)) delete main.timers[key as TimerKey];
  main.notification = 'logout';
}
