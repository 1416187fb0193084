// Table `idempotency_keys`: a purchase's Idempotency-Key per account, the hash of the
// request it was first used with, and its answer once done.
import type { Queryable } from './queryable';

/** True when the key is new; a concurrent twin's insert waits on this one's transaction. */
export async function claimKey(db: Queryable, accountId: number, key: string, requestHash: string, now: Date): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (account_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING key`,
    [accountId, key, requestHash, now],
  );
  return claimed.length > 0;
}

/** What the key holds: the first request's hash (null for keys older than the column) and its answer, if done. */
export async function storedAnswer<T>(db: Queryable, accountId: number, key: string): Promise<{ requestHash: string | null; answer: T | null } | null> {
  const [row] = await db.query<{ request_hash: string | null; body: T | null }>(
    'SELECT request_hash, body FROM idempotency_keys WHERE account_id = $1 AND key = $2',
    [accountId, key],
  );
  return row ? { requestHash: row.request_hash, answer: row.body } : null;
}

export async function storeAnswer(db: Queryable, accountId: number, key: string, answer: unknown): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status = 200, body = $3 WHERE account_id = $1 AND key = $2', [
    accountId, key, JSON.stringify(answer),
  ]);
}
