// The rank a player holds, and whether a rank product is that rank.
import type { Account } from '../api/contract/account';
import type { Product } from '../api/contract/shop';
import { rankSlug } from './rank-badge';

/** The subscription's rank, else the account's (an older server sends no subscription). */
export function currentRank(account: Pick<Account, 'rank' | 'subscription'> | null | undefined): string | null {
  return account?.subscription?.rank ?? account?.rank ?? null;
}

/** Rank names compared as their badges are: "Émeraude" is "emeraude". */
export function isSameRank(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && rankSlug(a) === rankSlug(b));
}

/** The rank product the catalogue sells under a rank's name: its image is the rank's badge. */
export function rankProduct(products: readonly Product[], rank: string): Product | undefined {
  return products.find((product) => product.category === 'Grades' && isSameRank(product.name, rank));
}
