// Table `deliveries`: what a purchase grants in the game, until the game acknowledges it.
import type { Delivery } from '../../src/api/contract/admin';
import type { Queryable } from './queryable';

export interface NewDelivery {
  accountId: number;
  server: string;
  characterId: number | null;
  itemId: string;
  category: string;
  amount: number;
  origin: Delivery['origin'];
  action: Delivery['action'];
  /** Unique per origin: the order or payment and the line, e.g. `<orderId>:0`; inserting it again does nothing. */
  sourceRef: string;
  createdAt: Date;
}

/** Inserts the rows (inside the purchase's transaction); a row whose source_ref exists is skipped. Returns how many were inserted. */
export async function insertDeliveries(db: Queryable, rows: NewDelivery[]): Promise<number> {
  let inserted = 0;
  for (const d of rows) {
    const done = await db.query(
      `INSERT INTO deliveries (account_id, server, character_id, item_id, category, amount, origin, action, source_ref, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (origin, source_ref) DO NOTHING RETURNING id`,
      [d.accountId, d.server, d.characterId, d.itemId, d.category, d.amount, d.origin, d.action, d.sourceRef, d.createdAt],
    );
    inserted += done.length;
  }
  return inserted;
}

/** A claimed row; `createdAt` as the driver reads it. */
export type ClaimedRow = Omit<Delivery, 'createdAt'> & { createdAt: Date | string };

/**
 * One statement: picks the pending deliveries (not acknowledged, lease free or expired) of
 * the accounts bound to these licenses on this server, oldest first, and leases them until
 * `leasedUntil`. Rows another claim has locked are skipped, and a row re-checked after a
 * wait no longer matches once leased, so two claims never get the same delivery.
 */
export async function claimPending(
  db: Queryable,
  c: { server: string; licenses: string[]; now: Date; leasedUntil: Date; limit: number },
): Promise<ClaimedRow[]> {
  return db.query<ClaimedRow>(
    `WITH picked AS (
       SELECT d.id FROM deliveries d JOIN accounts a ON a.id = d.account_id
       WHERE d.server = $1 AND a.license = ANY($2) AND d.acked_at IS NULL AND d.cancelled_at IS NULL AND (d.leased_until IS NULL OR d.leased_until <= $3)
       ORDER BY d.id LIMIT $5
       FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE deliveries d SET leased_until = $4, claims = d.claims + 1
     FROM picked, accounts a
     WHERE d.id = picked.id AND a.id = d.account_id
     RETURNING d.id::text AS id, a.license, d.server, d.character_id AS "characterId", d.item_id AS "itemId", d.category,
       d.amount, d.origin, d.action, d.created_at AS "createdAt"`,
    [c.server, c.licenses, c.now, c.leasedUntil, c.limit],
  );
}

/** Marks it acknowledged: true when this call did, false when it already was, undefined when it does not exist. */
export async function acknowledge(db: Queryable, id: string, now: Date): Promise<boolean | undefined> {
  const [row] = await db.query<{ acked_now: boolean }>(
    `WITH hit AS (UPDATE deliveries SET acked_at = $2, leased_until = NULL WHERE id = $1 AND acked_at IS NULL RETURNING id)
     SELECT EXISTS (SELECT 1 FROM hit) AS acked_now FROM deliveries WHERE id = $1`,
    [id, now],
  );
  return row?.acked_now;
}

/** A grant written for a purchase or payment, as a reversal sees it. */
export type SourceGrant = Pick<NewDelivery, 'accountId' | 'server' | 'characterId' | 'itemId' | 'category' | 'amount' | 'sourceRef'> & {
  id: string;
  /** Acknowledged, or claimed at least once: the game may have given it. */
  given: boolean;
  pending: boolean;
};

/** The grants of one origin whose source_ref starts with `prefix` (a purchase's or payment's), oldest first. */
export async function grantsOf(db: Queryable, origin: Delivery['origin'], prefix: string): Promise<SourceGrant[]> {
  return db.query<SourceGrant>(
    `SELECT id::text AS id, account_id AS "accountId", server, character_id AS "characterId", item_id AS "itemId", category, amount,
       source_ref AS "sourceRef", (acked_at IS NOT NULL OR claims > 0) AS given, (acked_at IS NULL AND cancelled_at IS NULL) AS pending
     FROM deliveries WHERE origin = $1 AND action = 'grant' AND starts_with(source_ref, $2) ORDER BY id FOR UPDATE`,
    [origin, prefix],
  );
}

/** Cancelled deliveries are never claimed again (an acknowledgement still counts). */
export async function cancelDeliveries(db: Queryable, ids: string[], now: Date): Promise<void> {
  if (ids.length) await db.query('UPDATE deliveries SET cancelled_at = $2 WHERE id = ANY($1::bigint[]) AND acked_at IS NULL', [ids, now]);
}

/** A delivery's queue state, its row locked (the console's retry and cancel). */
export async function lockDelivery(db: Queryable, id: string): Promise<{ acked: boolean; cancelled: boolean; claims: number; accountId: number } | undefined> {
  const [row] = await db.query<{ acked: boolean; cancelled: boolean; claims: number; accountId: number }>(
    `SELECT acked_at IS NOT NULL AS acked, cancelled_at IS NOT NULL AS cancelled, claims, account_id AS "accountId"
     FROM deliveries WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return row;
}

/** Claimable at the next claim again: lease and count cleared, a cancellation lifted. */
export async function releaseDelivery(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE deliveries SET leased_until = NULL, claims = 0, cancelled_at = NULL WHERE id = $1 AND acked_at IS NULL', [id]);
}
