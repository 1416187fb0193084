import { bindLicense, findIdByLicense } from '../db/accounts';
import { deleteGameTokensExpiredBefore, insertGameToken, useGameToken } from '../db/game-tokens';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { newToken, sha256 } from './secrets';

const TOKEN_TTL_MS = 60 * 1000;

export async function mintGameToken(db: Queryable, accountId: number, now: Date): Promise<string> {
  const token = newToken();
  await insertGameToken(db, sha256(token), accountId, new Date(now.getTime() + TOKEN_TTL_MS));
  await deleteGameTokensExpiredBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
  return token;
}

/** One conditional update: a token works once, before it expires, whoever races for it. */
export async function redeemGameToken(db: Queryable, token: string, now: Date): Promise<number> {
  const accountId = await useGameToken(db, sha256(token), now);
  if (accountId === undefined) throw fail(401, 'Jeton de connexion invalide ou expiré. Rouvrez la boutique depuis le jeu (F2).');
  return accountId;
}

/**
 * The player the game server names: found by FiveM license; a known username
 * without a license gets this one bound (the game server is trusted by its secret).
 */
export async function accountForPlayer(db: Queryable, license: string, username?: string): Promise<number> {
  const byLicense = await findIdByLicense(db, license);
  if (byLicense !== undefined) return byLicense;
  if (username) {
    const bound = await bindLicense(db, username, license);
    if (bound !== undefined) return bound;
  }
  throw fail(404, 'Aucun compte boutique pour ce joueur.');
}
