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
