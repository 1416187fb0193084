// Table `idempotency_keys`: a purchase's Idempotency-Key per account, with its answer once done.
import type { Queryable } from './queryable';

/** True when the key is new; a concurrent twin's insert waits on this one's transaction. */
export async function claimKey(db: Queryable, accountId: number, key: string, now: Date): Promise<boolean> {
  const claimed = await db.query(
    'INSERT INTO idempotency_keys (account_id, key, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
    [accountId, key, now],
  );
  return claimed.length > 0;
}

/** The answer stored for the key, or null while (or when) there is none. */
export async function storedAnswer<T>(db: Queryable, accountId: number, key: string): Promise<T | null> {
  const [row] = await db.query<{ body: T | null }>('SELECT body FROM idempotency_keys WHERE account_id = $1 AND key = $2', [accountId, key]);
  return row?.body ?? null;
}

export async function storeAnswer(db: Queryable, accountId: number, key: string, answer: unknown): Promise<void> {
  await db.query('UPDATE idempotency_keys SET status = 200, body = $3 WHERE account_id = $1 AND key = $2', [
    accountId, key, JSON.stringify(answer),
  ]);
}
