import forge from 'node-forge';
import { findByUsername, findIdByForumUser, insertAccount } from '../db/accounts';
import type { Queryable } from '../db/queryable';
import { markNonceUsed } from '../db/used-forum-nonces';
import { fail } from '../http/http-error';

interface ForumPayload {
  key: string;
  nonce: string;
}
interface ForumUser {
  id: number;
  username: string;
  avatar_template?: string;
}

/**
 * The Discourse user-api-key payload: base64 of RSA PKCS#1 v1.5 ciphertext of
 * {key, nonce, push, api}. node-forge, because Node's privateDecrypt refuses that
 * padding since the Marvin-attack fix.
 */
export function decryptForumPayload(privateKeyPem: string, payload: string): ForumPayload {
  try {
    const key = forge.pki.privateKeyFromPem(privateKeyPem);
    const clear = key.decrypt(forge.util.decode64(payload.replace(/\s+/g, '')), 'RSAES-PKCS1-V1_5');
    const parsed = JSON.parse(forge.util.decodeUtf8(clear)) as Partial<ForumPayload>;
    if (typeof parsed.key !== 'string' || typeof parsed.nonce !== 'string') throw new Error('fields');
    return { key: parsed.key, nonce: parsed.nonce };
  } catch {
    throw fail(400, 'Réponse du forum invalide. Recommencez la connexion.');
  }
}

/** The nonce must be the one this client sent, and may serve only once (no replay). */
export async function consumeNonce(db: Queryable, payloadNonce: string, clientNonce: string, now: Date): Promise<void> {
  if (payloadNonce !== clientNonce) throw fail(400, 'Réponse du forum invalide. Recommencez la connexion.');
  if (!(await markNonceUsed(db, payloadNonce, now))) throw fail(400, 'Cette connexion au forum a déjà été utilisée.');
}

export async function fetchForumUser(fetcher: typeof fetch, forumUrl: string, apiKey: string, clientId: string): Promise<ForumUser> {
  const response = await fetcher(`${forumUrl}/session/current.json`, {
    headers: { 'User-Api-Key': apiKey, 'User-Api-Client-Id': clientId, Accept: 'application/json' },
  }).catch(() => null);
  const body = response?.ok ? ((await response.json()) as { current_user?: ForumUser }) : null;
  const user = body?.current_user;
  if (!user || typeof user.id !== 'number' || typeof user.username !== 'string') {
    throw fail(401, 'Erreur lors de la tentative de connexion avec Cfx');
  }
  return user;
}

/** The account linked to this forum user; a first login creates it. */
export async function accountForForumUser(db: Queryable, user: ForumUser, forumUrl: string, now: Date): Promise<number> {
  const linked = await findIdByForumUser(db, user.id);
  if (linked !== undefined) return linked;
  const taken = await findByUsername(db, user.username);
  const avatar = user.avatar_template?.replace('{size}', '120');
  return insertAccount(db, now, {
    // A shop account already holds this name: the forum user gets a distinct one.
    username: taken ? `${user.username}_cfx${user.id}` : user.username,
    hash: null,
    forumUserId: user.id,
    ...(avatar && { avatarUrl: avatar.startsWith('/') ? `${forumUrl}${avatar}` : avatar }),
  });
}
