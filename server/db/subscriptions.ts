// Tables `subscriptions` and `rank_periods`: ranks sold as Tebex subscriptions. A
// subscription is a recurring payment (its reference) or `once:<transaction>` (a rank
// paid once); each paid period is one transaction. A period holds its rank while it is
// not reversed, its subscription has not ended and its end is less than 24 h past
// (services/ranks): the highest rank held is the account's.
import type { GameServer } from '../../src/api/contract/common';
import type { Queryable } from './queryable';

/** How long a period runs while Tebex has not said when the next payment is due (and a rank paid once). */
export const PERIOD_ESTIMATE_MS = 31 * 24 * 3600_000;

/** How long past a period's end its rank still holds: a renewal's payment may come late. */
export const RENEWAL_GRACE_MS = 24 * 3600_000;

export type SubscriptionStatus = 'active' | 'ending' | 'ended';

export interface SubscriptionRow {
  reference: string;
  accountId: number;
  rank: string;
  server: GameServer;
  status: SubscriptionStatus;
  until: Date;
  untilKnown: boolean;
}

const COLUMNS = `reference, account_id AS "accountId", rank, server, status, until, until_known AS "untilKnown"`;

export async function findSubscription(db: Queryable, reference: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE reference = $1 FOR NO KEY UPDATE`, [reference]);
  return row && { ...row, until: new Date(row.until) };
}

export async function subscriptionsOf(db: Queryable, accountId: number): Promise<SubscriptionRow[]> {
  const rows = await db.query<SubscriptionRow>(`SELECT ${COLUMNS} FROM subscriptions WHERE account_id = $1 ORDER BY until DESC`, [accountId]);
  return rows.map((r) => ({ ...r, until: new Date(r.until) }));
}

/** A subscription seen for the first time (its first paid period, whichever webhook told it). */
export async function insertSubscription(db: Queryable, s: SubscriptionRow, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO subscriptions (reference, account_id, rank, server, status, until, until_known, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING`,
    [s.reference, s.accountId, s.rank, s.server, s.status, s.until, s.untilKnown, now],
  );
}

/**
 * Moves the subscription's end, and its latest period's with it: forward only, except
 * that a date Tebex sent replaces the 31-day estimate made while none was known.
 */
export async function moveUntil(db: Queryable, reference: string, until: Date, known: boolean, now: Date): Promise<void> {
  await db.query(
    `UPDATE subscriptions SET
       until = CASE WHEN $3 AND NOT until_known THEN $2 ELSE greatest(until, $2) END,
       until_known = until_known OR $3, updated_at = $4
     WHERE reference = $1`,
    [reference, until, known, now],
  );
  await db.query(
    `UPDATE rank_periods p SET until = s.until, expired = false FROM subscriptions s
     WHERE s.reference = $1 AND p.transaction_id = (
       SELECT transaction_id FROM rank_periods WHERE reference = $1 AND reversed_at IS NULL ORDER BY paid_at DESC, transaction_id DESC LIMIT 1)`,
    [reference],
  );
}

/** `ended` is final: nothing brings an ended subscription back. */
export async function setStatus(db: Queryable, reference: string, status: SubscriptionStatus, now: Date): Promise<void> {
  await db.query(`UPDATE subscriptions SET status = $2, updated_at = $3 WHERE reference = $1 AND status <> 'ended'`, [reference, status, now]);
}

export interface NewPeriod {
  transactionId: string;
  reference: string;
  accountId: number;
  rank: string;
  paidAt: Date;
  until: Date;
}

/** Records a paid period; false when this transaction's period is recorded already. */
export async function insertPeriod(db: Queryable, p: NewPeriod): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO rank_periods (transaction_id, reference, account_id, rank, paid_at, until) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`,
    [p.transactionId, p.reference, p.accountId, p.rank, p.paidAt, p.until],
  );
  return rows.length > 0;
}

/** Reverses (or, `reversed: false`, restores) the periods a payment paid: the accounts they belong to. */
export async function markPeriodsReversed(db: Queryable, transactionId: string, reversed: boolean, now: Date): Promise<number[]> {
  const rows = await db.query<{ account_id: number }>(
    `UPDATE rank_periods SET reversed_at = $3 WHERE (transaction_id = $1 OR transaction_id LIKE $2) RETURNING account_id`,
    [transactionId, `${transactionId}-%`, reversed ? now : null],
  );
  return [...new Set(rows.map((r) => r.account_id))];
}

/** The highest rank the account holds now, and the game server of the subscription holding it. */
export async function heldRank(db: Queryable, accountId: number, now: Date): Promise<{ rank: string; server: GameServer } | undefined> {
  const [row] = await db.query<{ rank: string; server: GameServer }>(
    `SELECT p.rank, s.server FROM rank_periods p JOIN subscriptions s ON s.reference = p.reference
     WHERE p.account_id = $1 AND p.reversed_at IS NULL AND s.status <> 'ended' AND p.until > $2
     ORDER BY (SELECT max(rank_order) FROM products WHERE grants_rank = p.rank) DESC NULLS LAST, p.until DESC LIMIT 1`,
    [accountId, new Date(now.getTime() - RENEWAL_GRACE_MS)],
  );
  return row;
}

/** The game server of the account's latest subscription to this rank (where a revoke goes). */
export async function serverOfRank(db: Queryable, accountId: number, rank: string): Promise<GameServer | undefined> {
  const [row] = await db.query<{ server: GameServer }>(
    'SELECT server FROM subscriptions WHERE account_id = $1 AND rank = $2 ORDER BY until DESC LIMIT 1',
    [accountId, rank],
  );
  return row?.server;
}

/**
 * The expiry job's step: periods whose end passed by 24 h are marked expired, and
 * subscriptions whose end did are ended. Answers the accounts whose rank may change.
 */
export async function expireLapsed(db: Queryable, now: Date): Promise<number[]> {
  const limit = new Date(now.getTime() - RENEWAL_GRACE_MS);
  const periods = await db.query<{ account_id: number }>(
    `UPDATE rank_periods SET expired = true WHERE NOT expired AND reversed_at IS NULL AND until <= $1 RETURNING account_id`,
    [limit],
  );
  const ended = await db.query<{ account_id: number }>(
    `UPDATE subscriptions SET status = 'ended', updated_at = $2 WHERE status <> 'ended' AND until <= $1 RETURNING account_id`,
    [limit, now],
  );
  return [...new Set([...periods, ...ended].map((r) => r.account_id))].sort((a, b) => a - b);
}
