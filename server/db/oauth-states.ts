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
