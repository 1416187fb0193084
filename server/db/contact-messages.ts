// Table `contact_messages`: messages of the contact form.
import type { Queryable } from './queryable';

export interface NewContactMessage {
  accountId: number | null;
  ip: string;
  username: string;
  email: string;
  subject: string;
  body: string;
  createdAt: Date;
}

/** Advisory-lock namespaces: one for accounts, one for IPs. */
const ACCOUNT_LOCK = 0x434d; // "CM"
const IP_LOCK = 0x434e;

/**
 * Serializes, until the transaction ends, the sends from this account (when there
 * is one) and from this IP: the account first, then the IP, in key spaces of their
 * own, so two sends never wait on each other in a cycle.
 */
export async function lockSender(tx: Queryable, accountId: number | null, ip: string): Promise<void> {
  if (accountId !== null) await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ACCOUNT_LOCK, accountId]);
  await tx.query('SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [IP_LOCK, ip]);
}

/** Whether this IP or this account (when there is one) sent a message after `since`. */
export async function sentSince(db: Queryable, since: Date, ip: string, accountId: number | null): Promise<boolean> {
  const [recent] = await db.query('SELECT 1 FROM contact_messages WHERE created_at > $1 AND (ip = $2 OR account_id = $3) LIMIT 1', [
    since, ip, accountId,
  ]);
  return recent !== undefined;
}

export async function insertContactMessage(db: Queryable, m: NewContactMessage): Promise<void> {
  await db.query(
    `INSERT INTO contact_messages (account_id, ip, username, email, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.accountId, m.ip, m.username, m.email, m.subject, m.body, m.createdAt],
  );
}

/** Marks it handled (an admin answered it): false when there is no such message. */
export async function markHandled(db: Queryable, id: number, now: Date): Promise<{ before: string | null } | undefined> {
  const [row] = await db.query<{ before: Date | string | null }>(
    `UPDATE contact_messages m SET handled_at = coalesce(old.handled_at, $2) FROM contact_messages old
     WHERE m.id = $1 AND old.id = m.id RETURNING old.handled_at AS before`,
    [id, now],
  );
  return row && { before: row.before === null ? null : new Date(row.before).toISOString() };
}
