// The rank a player holds, and whether a rank product is that rank.
import type { Account } from '../api/contract/account';
import { rankSlug } from './rank-badge';

/** The subscription's rank, else the account's (an older server sends no subscription). */
export function currentRank(account: Pick<Account, 'rank' | 'subscription'> | null | undefined): string | null {
  return account?.subscription?.rank ?? account?.rank ?? null;
}

/** Rank names compared as their badges are: "Émeraude" is "emeraude". */
export function isSameRank(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && rankSlug(a) === rankSlug(b));
}
