import { useSnapshot } from 'valtio';
import type { Account } from '../api/contract/account';
import { main } from './main-store';

/** Logged in means the account's id and username are both present (spec 01 §3). */
export function isLoggedIn(user: Pick<Account, 'id' | 'username'> | null | undefined): boolean {
  return Boolean(user?.id && user.username);
}

export function useLoggedIn(): boolean {
  return isLoggedIn(useSnapshot(main).user);
}
