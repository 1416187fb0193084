// Table `used_forum_nonces`: forum-login nonces already used (no replay).
import type { Queryable } from './queryable';

/** Records the nonce: false when it was used before. */
export async function markNonceUsed(db: Queryable, nonce: string, now: Date): Promise<boolean> {
  const fresh = await db.query('INSERT INTO used_forum_nonces (nonce, used_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce', [
    nonce, now,
  ]);
  return fresh.length > 0;
}
