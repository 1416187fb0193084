import type { Transaction, TransactionsAnswer } from '../../src/api/contract/misc';
import { ledgerOf, type LedgerEntry } from '../db/ledger';
import { purchaseHistory } from '../db/purchases';
import type { Queryable } from '../db/queryable';
import { tebexHistory } from '../db/tebex-transactions';
import { fail } from '../http/http-error';

/**
 * The account's history, newest first: H-Points purchases (`shop`), and hosted-store
 * payments with the balance changes that came after them (monthly credits, reversals,
 * admins' adjustments) under `tebex`; 403 when there is nothing.
 */
export async function playerTransactions(db: Queryable, accountId: number): Promise<TransactionsAnswer> {
  const shop = await purchaseHistory(db, accountId);
  const payments = await tebexHistory(db, accountId);
  const changes = (await ledgerOf(db, accountId, ['monthly', 'reversal', 'admin'])).map(ledgerLine);
  if (!shop.length && !payments.length && !changes.length) throw fail(403, 'Aucune transaction');
  const iso = (t: Transaction) => ({ ...t, date: new Date(t.date).toISOString() });
  const tebex = [...payments.map(({ points, ...t }) => (points === null ? t : { ...t, points })), ...changes]
    .map(iso)
    .sort((a, b) => b.date.localeCompare(a.date));
  return { shop: shop.map(iso), tebex };
}

/** A balance change as a history line: its note names it ("Points mensuels Gold", "Remboursement"…). */
function ledgerLine(entry: LedgerEntry): Transaction {
  return {
    id: `ledger-${entry.id}`, date: entry.at, packageData: { id: entry.ref ?? entry.id, name: entry.note ?? entry.kind },
    quantity: 1, kind: entry.kind, points: entry.delta,
  };
}
