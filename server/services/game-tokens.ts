import type { Queryable } from '../db/database';
import { fail } from '../http/http-error';
import { newToken, sha256 } from './secrets';

const TOKEN_TTL_MS = 60 * 1000;

export async function mintGameToken(db: Queryable, accountId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO game_tokens (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token), accountId, new Date(now.getTime() + TOKEN_TTL_MS),
  ]);
  await db.query('DELETE FROM game_tokens WHERE expires_at < $1', [new Date(now.getTime() - 24 * 3600 * 1000)]);
  return token;
}

/** One conditional update: a token works once, before it expires, whoever races for it. */
export async function redeemGameToken(db: Queryable, token: string, now: Date): Promise<number> {
  const [row] = await db.query<{ account_id: number }>(
    `UPDATE game_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING account_id`,
    [sha256(token), now],
  );
  if (!row) throw fail(401, 'Jeton de connexion invalide ou expiré. Rouvrez la boutique depuis le jeu (F2).');
  return row.account_id;
}

/**
 * The player the game server names: found by FiveM license; a known username
 * without a license gets this one bound (the game server is trusted by its secret).
 */
export async function accountForPlayer(db: Queryable, license: string, username?: string): Promise<number> {
  const [byLicense] = await db.query<{ id: number }>('SELECT id FROM accounts WHERE license = $1', [license]);
  if (byLicense) return byLicense.id;
  if (username) {
    const [bound] = await db.query<{ id: number }>(
      'UPDATE accounts SET license = $2 WHERE lower(username) = lower($1) AND license IS NULL RETURNING id',
      [username, license],
    );
    if (bound) return bound.id;
  }
  throw fail(404, 'Aucun compte boutique pour ce joueur.');
}
