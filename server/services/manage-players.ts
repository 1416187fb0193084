// The console's view of a player: balance, rank and subscriptions, characters, ledger,
// purchases and deliveries.
import { STUCK_CLAIMS, type PlayerAnswer } from '../../src/api/contract/manage';
import { ledgerOf } from '../db/ledger';
import { erasedAt } from '../db/player-data';
import { charactersOf, licenseOf, managedDeliveries, purchasesOf } from '../db/manage-queries';
import type { Queryable } from '../db/queryable';
import { subscriptionsOf } from '../db/subscriptions';
import { toAccount } from '../http/session';
import { loadAccount } from './accounts';

export async function playerDetail(db: Queryable, accountId: number): Promise<PlayerAnswer> {
  const account = await loadAccount(db, accountId);
  return {
    account: toAccount(account),
    license: await licenseOf(db, accountId),
    ledger: await ledgerOf(db, accountId),
    subscriptions: (await subscriptionsOf(db, accountId)).map((s) => ({
      reference: s.reference, rank: s.rank, status: s.status, until: s.until.toISOString(), server: s.server,
    })),
    deliveries: await managedDeliveries(db, { accountId }, STUCK_CLAIMS),
    purchases: await purchasesOf(db, accountId),
    characters: await charactersOf(db, accountId),
    erasedAt: await erasedAt(db, accountId),
  };
}
