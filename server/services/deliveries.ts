// The delivery queue (docs/deliveries.md): purchases write their deliveries in their own
// transaction; the game resource claims them for the players online (a 60 s lease),
// grants them, then acknowledges each one.
import { CLAIM_BOUNDS, type Delivery } from '../../src/api/contract/admin';
import type { GameServer } from '../../src/api/contract/common';
import { acknowledge, cancelDeliveries, claimPending, grantsOf, insertDeliveries } from '../db/deliveries';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';

/** How long a claimed delivery stays with its claimer before another claim may have it. */
export const LEASE_MS = 60_000;

/** The categories that live on the shop itself (H-Points packs are credited to the account): never delivered. */
export const NOT_DELIVERED_CATEGORIES: readonly string[] = ['Points boutique'];

export interface DeliveryOrder {
  accountId: number;
  server: GameServer;
  /** The shop character it is for (null: the account, whichever character plays). */
  characterId: number | null;
  origin: Delivery['origin'];
  /** Default `grant`. */
  action?: Delivery['action'];
  /** The order (points: `purchases.order_id`) or payment (Tebex: its transaction id); each line becomes `<ref>:<index>`. */
  ref: string;
  lines: { itemId: string; category: string; amount: number }[];
  now: Date;
}

/**
 * Writes one delivery per line that lives in the game. Call it with the purchase's
 * transaction (`tx`): a purchase that rolls back leaves no delivery. Writing the same
 * order again (a Tebex webhook sent twice) adds nothing. Returns how many were written.
 */
export async function queueDeliveries(tx: Queryable, o: DeliveryOrder): Promise<number> {
  const rows = o.lines.flatMap((l, index) =>
    NOT_DELIVERED_CATEGORIES.includes(l.category)
      ? []
      : [{
          accountId: o.accountId, server: o.server, characterId: o.characterId, itemId: l.itemId, category: l.category,
          amount: l.amount, origin: o.origin, action: o.action ?? 'grant', sourceRef: `${o.ref}:${index}`, createdAt: o.now,
        }],
  );
  return rows.length ? insertDeliveries(tx, rows) : 0;
}

/** The pending deliveries of these players on this server, each leased until now + 60 s. */
export async function claimDeliveries(db: Queryable, c: { server: GameServer; licenses: string[]; now: Date }): Promise<Delivery[]> {
  const licenses = [...new Set(c.licenses)];
  if (!licenses.length) return [];
  const rows = await claimPending(db, {
    server: c.server, licenses, now: c.now, leasedUntil: new Date(c.now.getTime() + LEASE_MS), limit: CLAIM_BOUNDS.deliveries,
  });
  return rows
    .map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }))
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** Idempotent: acknowledging twice is one acknowledgement. An acknowledged delivery is never claimed again. */
export async function ackDelivery(db: Queryable, id: string, now: Date): Promise<void> {
  if ((await acknowledge(db, id, now)) === undefined) throw fail(404, 'Livraison inconnue.');
}

/**
 * Takes back what a reversed purchase or payment granted: its grants still pending are
 * cancelled, and each one the game may have given (acknowledged or claimed) gets one
 * revoke (`<its ref>/revoke`: a second reversal adds none).
 */
export async function takeBackGrants(tx: Queryable, origin: Delivery['origin'], prefix: string, now: Date): Promise<void> {
  const grants = await grantsOf(tx, origin, prefix);
  await cancelDeliveries(tx, grants.filter((g) => g.pending).map((g) => g.id), now);
  await insertDeliveries(tx, grants.filter((g) => g.given).map((g) => ({ ...g, action: 'revoke', origin, sourceRef: `${g.sourceRef}/revoke`, createdAt: now })));
}

/** Grants again what a reversal took back (a won dispute): one new grant per original one, named by `cause`. */
export async function grantAgain(tx: Queryable, origin: Delivery['origin'], prefix: string, cause: string, now: Date): Promise<void> {
  const originals = (await grantsOf(tx, origin, prefix)).filter((g) => !g.sourceRef.slice(prefix.length).includes('/'));
  await insertDeliveries(tx, originals.map((g) => ({ ...g, action: 'grant', origin, sourceRef: `${prefix}${cause}/${g.sourceRef.slice(prefix.length)}`, createdAt: now })));
}
