// Table `audit_log`: every admin write, with what it changed before and after, in the
// write's own transaction (no effect without its entry); the shop's log reports each one.
import type { AuditEntry } from '../../src/api/contract/manage';
import { enqueueLogEvent } from './log-events';
import type { Queryable } from './queryable';

/** Who did it: an admin's account, or the game server's console (`shoppoints`). */
export interface Actor {
  id: number | null;
  username: string;
}

export interface NewAuditEntry {
  admin: Actor;
  /** e.g. `points.adjust`, `product.put`, `purchase.refund`. */
  action: string;
  /** What it acted on: `account:12`, `product:sultan_rs`, `order:Ab12…`. */
  target: string;
  before: unknown;
  after: unknown;
  /** The French line of the shop's log. */
  what: string;
  /** The player it is about, when there is one. */
  account?: { id: number; username: string };
  delta?: number;
  balanceAfter?: number;
  at: Date;
}

export async function insertAudit(tx: Queryable, e: NewAuditEntry): Promise<void> {
  await tx.query('INSERT INTO audit_log (at, admin_id, action, target, before, after) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.at, e.admin.id, e.action, e.target, JSON.stringify(e.before ?? null), JSON.stringify(e.after ?? null),
  ]);
  await enqueueLogEvent(tx, 'admin', {
    account: e.account ?? null, what: e.what, ref: e.target, admin: e.admin,
    ...(e.delta !== undefined && { delta: e.delta }), ...(e.balanceAfter !== undefined && { balanceAfter: e.balanceAfter }),
  }, e.at);
}

export async function listAudit(db: Queryable, limit: number): Promise<AuditEntry[]> {
  const rows = await db.query<Omit<AuditEntry, 'at'> & { at: Date | string }>(
    `SELECT l.id::text AS id, l.at, coalesce(l.admin_id::text, '') AS "adminId", coalesce(a.username, 'console du jeu') AS "adminName",
       l.action, l.target, l.before, l.after
     FROM audit_log l LEFT JOIN accounts a ON a.id = l.admin_id ORDER BY l.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}
