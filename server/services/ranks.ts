// The account's rank follows its paid periods (db/subscriptions): whenever they change
// (a payment, a subscription event, a reversal, the expiry job), the rank is computed
// again, and a rank that comes or goes is a delivery to the game (grant, revoke).
import type { GameServer } from '../../src/api/contract/common';
import { lockRank, setRank } from '../db/accounts';
import { productOfRank } from '../db/products';
import type { Queryable } from '../db/queryable';
import { heldRank, serverOfRank } from '../db/subscriptions';
import { queueDeliveries } from './deliveries';

/**
 * Sets the account's rank to the highest one it holds now. `cause` (a webhook id, the
 * expiry run) names the change's deliveries, so each change is delivered once.
 */
export async function refreshRank(tx: Queryable, accountId: number, now: Date, cause: string): Promise<void> {
  const current = await lockRank(tx, accountId);
  if (!current) return;
  const held = await heldRank(tx, accountId, now);
  const next = held?.rank ?? null;
  if (next === current.rank) return;
  await setRank(tx, accountId, next);
  if (current.rank) {
    const server = (await serverOfRank(tx, accountId, current.rank)) ?? held?.server;
    if (server) await deliverRank(tx, { accountId, rank: current.rank, action: 'revoke', server, now, cause });
  }
  if (held) await deliverRank(tx, { accountId, rank: held.rank, action: 'grant', server: held.server, now, cause });
}

interface RankDelivery {
  accountId: number;
  rank: string;
  action: 'grant' | 'revoke';
  server: GameServer;
  now: Date;
  cause: string;
}

async function deliverRank(tx: Queryable, d: RankDelivery): Promise<void> {
  const product = await productOfRank(tx, d.rank);
  if (!product) return; // a rank no product grants any more: nothing the game knows to give or take
  await queueDeliveries(tx, {
    accountId: d.accountId, server: d.server, characterId: null, origin: 'tebex', action: d.action, now: d.now,
    ref: `rank/${d.accountId}/${d.cause}/${d.action}`,
    lines: [{ itemId: product.item_id, category: product.category, amount: 1 }],
  });
}
