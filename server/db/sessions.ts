// Table `sessions`: login sessions, by the hash of their cookie token.
import { ACCOUNT_COLUMNS, type AccountRow } from './accounts';
import type { Queryable } from './queryable';

export async function insertSession(db: Queryable, tokenHash: string, accountId: number, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, accountId, expiresAt]);
}

/** The account of the session with this token hash, unless it has expired. */
export async function findSessionAccount(db: Queryable, tokenHash: string, now: Date): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM sessions s JOIN accounts a ON a.id = s.account_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return row;
}

export async function deleteSession(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteExpiredSessions(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [now]);
}

/** The session gave its second factor (an admin's TOTP or recovery code). */
export async function markSecondFactor(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('UPDATE sessions SET second_factor_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export async function hasSecondFactor(db: Queryable, tokenHash: string): Promise<boolean> {
  const [row] = await db.query<{ at: Date | null }>('SELECT second_factor_at AS at FROM sessions WHERE token_hash = $1', [tokenHash]);
  return row?.at != null;
}

/** Ends the account's sessions, but the one with `keepHash` when given. */
export async function deleteSessionsOf(db: Queryable, accountId: number, keepHash: string | null = null): Promise<void> {
  await db.query('DELETE FROM sessions WHERE account_id = $1 AND ($2::text IS NULL OR token_hash <> $2)', [accountId, keepHash]);
}
