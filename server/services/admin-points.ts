// An admin's H-Points adjustment (the console, or `shoppoints` from the game's console):
// one ledger entry of kind `admin` with its reason, and its audit entry, in one transaction.
import { insertAudit, type Actor } from '../db/audit';
import { findAccount } from '../db/accounts';
import { changeBalance } from '../db/ledger';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

export interface Adjustment {
  accountId: number;
  /** Signed, never 0 (the contract's bounds are checked by its schema). */
  delta: number;
  reason: string;
  admin: Actor;
  now: Date;
}

/** The new balance; 404 for an unknown account. */
export async function adjustPoints(db: Database, a: Adjustment): Promise<number> {
  if (a.delta === 0) throw fail(400, '« delta » : un ajustement de 0 ne change rien.');
  return db.transaction(async (tx) => {
    const account = await findAccount(tx, a.accountId);
    if (!account) throw fail(404, 'Joueur introuvable.');
    const before = account.shop_tokens;
    const note = a.reason.trim();
    const after = (await changeBalance(tx, { accountId: a.accountId, delta: a.delta, kind: 'admin', ref: `admin:${a.admin.id ?? 'jeu'}`, note, at: a.now }))!;
    await insertAudit(tx, {
      admin: a.admin, action: 'points.adjust', target: `account:${a.accountId}`, before: { shopTokens: before }, after: { shopTokens: after, reason: note },
      what: `Solde ajusté par ${a.admin.username} : ${note}`, account: { id: a.accountId, username: account.username }, delta: a.delta, balanceAfter: after, at: a.now,
    });
    return after;
  });
}
