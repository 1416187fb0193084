// Table `creators`: creator codes.
import type { Queryable } from './queryable';

export async function insertCreator(db: Queryable, code: string, name: string): Promise<void> {
  await db.query('INSERT INTO creators (code, name) VALUES ($1, $2)', [code, name]);
}

export async function listCreators(db: Queryable): Promise<{ code: string; name: string }[]> {
  return db.query<{ code: string; name: string }>('SELECT code, name FROM creators ORDER BY code');
}
