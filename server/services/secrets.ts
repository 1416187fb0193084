import { createHash, randomBytes } from 'node:crypto';

/** An unguessable token for a cookie, a one-time game login or an OAuth state. */
export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed: a leaked table does not open sessions. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
