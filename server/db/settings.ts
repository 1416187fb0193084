// Table `settings`: values the server keeps (the forum key pair, the home's highlights an admin
// fixed, the shop's settings).
import type { Queryable } from './queryable';

export async function getSetting(db: Queryable, key: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value;
}

/** Stores the value unless the key has one already (the first of two racing writers wins). */
export async function insertSettingIfAbsent(db: Queryable, key: string, value: string): Promise<void> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
}

/** Stores the value, replacing any (an admin's setting). */
export async function putSetting(db: Queryable, key: string, value: string): Promise<void> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
}

/** Holds the key's row until the transaction ends (stored first when absent), so two writers take turns. */
export async function lockSetting(tx: Queryable, key: string, initial: string): Promise<void> {
  await insertSettingIfAbsent(tx, key, initial);
  await tx.query('SELECT 1 FROM settings WHERE key = $1 FOR UPDATE', [key]);
}
