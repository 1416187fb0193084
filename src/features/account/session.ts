// Session actions (spec 01 §4 "Login", "Session check"). The notification is only
// recorded here; the browsing feature shows and resets the toast.
import { matchQuery, type QueryClient } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { accountKeys } from '../../api/account-queries';
import type { Account } from '../../api/contract/account';
import { main } from '../../state/main-store';
import { USER_TIMERS } from '../../state/timers';
import { loginPanel } from './login-state';

/** Bumped by every login and logout: a session check in flight across one is stale. */
export const session = proxy({ epoch: 0 });

export function signIn(account: Account) {
  session.epoch += 1;
  main.user = account;
  main.notification = 'login';
  loginPanel.error = null;
}

/** Logout resets the user data and everything fetched for that user. */
export function signOut() {
  session.epoch += 1;
  main.user = null;
  main.characters = { hurricane: [], hurricane_fa: [] };
  main.selectedCharacter = { hurricane: null, hurricane_fa: null };
  main.transactions = null;
  for (const key of USER_TIMERS) delete main.timers[key];
  main.notification = 'logout';
}

/** Drops every cached server answer but the session check itself (it would refetch at once). */
export function resetServerCache(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !matchQuery({ queryKey: accountKeys.whoAmIAll }, query) });
}
