import type { Database } from './queryable';
import { migrate } from './migrations';
import { seedIfEmpty } from './seed';

/** Migrations, then the demo data on a first start. */
export async function prepareDatabase(db: Database, now = new Date()): Promise<{ seeded: boolean }> {
  await migrate(db);
  return { seeded: await seedIfEmpty(db, now) };
}
