// Table `game_tokens`: one-time login tokens minted for players in the game, by hash.
import type { Queryable } from './queryable';

export async function insertGameToken(db: Queryable, tokenHash: string, accountId: number, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO game_tokens (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, accountId, expiresAt]);
}

export async function deleteGameTokensExpiredBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM game_tokens WHERE expires_at < $1', [before]);
}

/** One conditional update: the token's account when it was unused and unexpired, whoever races for it. */
export async function useGameToken(db: Queryable, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE game_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING account_id`,
    [tokenHash, now],
  );
  return row?.account_id;
}

/** Records a token request for the license unless one was recorded after `since`: false when one was. */
export async function takeGameTokenTurn(db: Queryable, license: string, now: Date, since: Date): Promise<boolean> {
  const rows = await db.query<{ license: string }>(
    `INSERT INTO game_token_requests (license, last_at) VALUES ($1, $2)
     ON CONFLICT (license) DO UPDATE SET last_at = EXCLUDED.last_at WHERE game_token_requests.last_at <= $3
     RETURNING license`,
    [license, now, since],
  );
  return rows.length > 0;
}
