import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../db/queryable';
import { getSetting, insertSettingIfAbsent } from '../db/settings';

export interface ForumKeys {
  privateKeyPem: string;
  publicKeyPem: string;
}

const KEY = 'forum_private_key';

/**
 * The key pair of the forum login: FORUM_PRIVATE_KEY when given; otherwise one made
 * on first start and kept in the database, so the published public key stays valid.
 */
export async function loadForumKeys(db: Queryable, configuredPem?: string): Promise<ForumKeys> {
  if (configuredPem) return fromPrivate(configuredPem);
  const stored = await getSetting(db, KEY);
  if (stored) return fromPrivate(stored);
  await insertSettingIfAbsent(db, KEY, generateForumKeys().privateKeyPem);
  return fromPrivate((await getSetting(db, KEY))!);
}

export function generateForumKeys(): ForumKeys {
  // PKCS#1 private key ("BEGIN RSA PRIVATE KEY"): what node-forge reads; SPKI public key: what Discourse takes.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

function fromPrivate(privateKeyPem: string): ForumKeys {
  return { privateKeyPem, publicKeyPem: createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString() };
}
