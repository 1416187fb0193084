// An admin refunds a points purchase (one order): the H-Points come back, its pending
// deliveries are cancelled and the given ones revoked; once, audited, in one transaction.
import { insertAudit, type Actor } from '../db/audit';
import { changeBalance } from '../db/ledger';
import { lockOrder, markOrderRefunded } from '../db/purchases';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';
import { takeBackGrants } from './deliveries';
import { readSettings } from './shop-settings';
import { formatTokens } from '../../src/domain/token-amount';

export async function refundPurchase(db: Database, r: { orderId: string; reason: string; admin: Actor; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, r.orderId);
    if (!order) throw fail(404, 'Achat introuvable.');
    if (order.refundedAt) throw fail(409, 'Cet achat est déjà remboursé.');
    await markOrderRefunded(tx, r.orderId, r.now);
    const note = `Remboursement : ${r.reason.trim()}`;
    const balance = (await changeBalance(tx, { accountId: order.accountId, delta: order.total, kind: 'reversal', ref: r.orderId, note, at: r.now }))!;
    await takeBackGrants(tx, 'points', `${r.orderId}:`, r.now);
    const { currencyName } = await readSettings(tx);
    await insertAudit(tx, {
      admin: r.admin, action: 'purchase.refund', target: `order:${r.orderId}`, before: { refundedAt: null, shopTokens: balance - order.total },
      after: { refundedAt: r.now.toISOString(), shopTokens: balance, reason: r.reason.trim() },
      what: `Achat ${r.orderId} remboursé (${formatTokens(order.total)} ${currencyName}) : ${r.reason.trim()}`,
      account: { id: order.accountId, username: order.username }, delta: order.total, balanceAfter: balance, at: r.now,
    });
    return balance;
  });
}
