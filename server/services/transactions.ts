import type { Transaction, TransactionsAnswer } from '../../src/api/contract/misc';
import { purchaseHistory } from '../db/purchases';
import type { Queryable } from '../db/queryable';
import { tebexHistory } from '../db/tebex-transactions';
import { fail } from '../http/http-error';

/** The account's purchase history, H-Points and hosted store, newest first; 403 when both are empty. */
export async function playerTransactions(db: Queryable, accountId: number): Promise<TransactionsAnswer> {
  const shop = await purchaseHistory(db, accountId);
  const tebex = await tebexHistory(db, accountId);
  if (!shop.length && !tebex.length) throw fail(403, 'Aucune transaction');
  const iso = (t: Transaction) => ({ ...t, date: new Date(t.date).toISOString() });
  return { shop: shop.map(iso), tebex: tebex.map(iso) };
}
