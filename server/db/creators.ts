// Table `creators`: creator codes.
import type { Queryable } from './queryable';

/** Adds the code, or renames it (an import). */
export async function upsertCreator(db: Queryable, code: string, name: string): Promise<void> {
  await db.query('INSERT INTO creators (code, name) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET name = excluded.name', [code, name]);
}

export async function listCreators(db: Queryable): Promise<{ code: string; name: string }[]> {
  return db.query<{ code: string; name: string }>('SELECT code, name FROM creators ORDER BY code');
}
