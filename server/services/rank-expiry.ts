// The job that ends ranks by themselves (docs/tebex.md): a period whose end passed by 24 h
// with no new payment no longer holds its rank, with or without a webhook saying so.
import type { Database } from '../db/queryable';
import { expireLapsed } from '../db/subscriptions';
import { refreshRank } from './ranks';

/** How often each server instance looks. */
export const RANK_EXPIRY_INTERVAL_MS = 60_000;

/**
 * One run, in one transaction. With several instances on one PostgreSQL, the run that
 * gets the transaction-scoped advisory lock does the work and the others skip theirs.
 * Answers the accounts whose rank was looked at again (undefined: another run had the lock).
 */
export async function expireRanks(db: Database, now: Date): Promise<number[] | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ got: boolean }>(`SELECT pg_try_advisory_xact_lock(hashtext('hurricane_shop.rank_expiry')) AS got`);
    if (!lock?.got) return undefined;
    const accounts = await expireLapsed(tx, now);
    for (const accountId of accounts) await refreshRank(tx, accountId, now, `expiry-${now.getTime()}`);
    return accounts;
  });
}

/** Runs the job every minute until stopped; a failed run is logged and the next one tries again. */
export function startRankExpiry(db: Database, now: () => Date): () => void {
  const timer = setInterval(() => {
    expireRanks(db, now()).catch((error: unknown) => console.error('[ranks] expiry run failed', error));
  }, RANK_EXPIRY_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
