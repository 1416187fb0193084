// Table `oauth_states`: values the Discord OAuth `state` must carry, issued per account.
import type { Queryable } from './queryable';

export async function insertOauthState(db: Queryable, state: string, accountId: number, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO oauth_states (state, account_id, expires_at) VALUES ($1, $2, $3)', [state, accountId, expiresAt]);
}

/** Deletes an unexpired state of the account found verbatim inside `returned`: true when there was one. */
export async function consumeOauthState(db: Queryable, accountId: number, returned: string, now: Date): Promise<boolean> {
  const consumed = await db.query(
    'DELETE FROM oauth_states WHERE account_id = $1 AND expires_at > $2 AND strpos($3, state) > 0 RETURNING state',
    [accountId, now, returned],
  );
  return consumed.length > 0;
}

/** Advisory-lock namespace of the states issued to one account. */
const ISSUE_LOCK = 0x4f53; // "OS"

/** Serializes, until the transaction ends, the states issued to this account. */
export async function lockAccountStates(tx: Queryable, accountId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [ISSUE_LOCK, accountId]);
}

/** When the account's unconsumed states expiring after `after` expire, soonest first. */
export async function stateExpiriesAfter(db: Queryable, accountId: number, after: Date): Promise<Date[]> {
  const rows = await db.query<{ expires_at: Date }>(
    'SELECT expires_at FROM oauth_states WHERE account_id = $1 AND expires_at > $2 ORDER BY expires_at',
    [accountId, after],
  );
  return rows.map((row) => row.expires_at);
}

export async function deleteExpiredOauthStates(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM oauth_states WHERE expires_at <= $1', [now]);
}
