// Table `log_events`: the money and admin events of the shop's log, queued in the
// transaction that made them, then written once to stdout and posted to Discord
// (services/log-events) with retries: a slow or failing Discord never holds a purchase.
import type { Queryable } from './queryable';

export type LogKind = 'purchase' | 'tebex' | 'monthly' | 'reversal' | 'admin';

export interface LogPayload {
  /** Who: the player the event is about. */
  account: { id: number; username: string } | null;
  /** What, in French. */
  what: string;
  /** The signed H-Points change, when there is one. */
  delta?: number;
  balanceAfter?: number;
  /** The order, the Tebex transaction, the product… */
  ref: string | null;
  /** The admin who did it (audited writes). */
  admin?: { id: number | null; username: string };
}

export interface LogEvent {
  id: string;
  at: string;
  kind: LogKind;
  payload: LogPayload;
  /** Already written to stdout (a retried Discord post is not logged again). */
  logged: boolean;
  attempts: number;
}

export async function enqueueLogEvent(tx: Queryable, kind: LogKind, payload: LogPayload, at: Date): Promise<void> {
  await tx.query('INSERT INTO log_events (at, kind, payload, next_attempt_at) VALUES ($1, $2, $3, $1)', [at, kind, JSON.stringify(payload)]);
}

/**
 * Leases the due events, oldest first, until `leaseUntil`: another instance skips them,
 * and an event whose worker died is due again when its lease ends.
 */
export async function leaseDueEvents(db: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<LogEvent[]> {
  const rows = await db.query<Omit<LogEvent, 'at'> & { at: Date | string }>(
    `WITH due AS (
       SELECT id FROM log_events WHERE sent_at IS NULL AND next_attempt_at <= $1 ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     UPDATE log_events e SET next_attempt_at = $2 FROM due WHERE e.id = due.id
     RETURNING e.id::text AS id, e.at, e.kind, e.payload, e.logged_at IS NOT NULL AS logged, e.attempts`,
    [now, leaseUntil, limit],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })).sort((a, b) => Number(a.id) - Number(b.id));
}

export async function markLogged(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE log_events SET logged_at = $2 WHERE id = $1 AND logged_at IS NULL', [id, now]);
}

export async function markSent(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('UPDATE log_events SET sent_at = $2, last_error = NULL WHERE id = $1', [id, now]);
}

export async function markFailed(db: Queryable, id: string, error: string, retryAt: Date): Promise<void> {
  await db.query('UPDATE log_events SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1', [id, error.slice(0, 500), retryAt]);
}
