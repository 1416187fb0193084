import type { Database } from './queryable';
import { migrate } from './migrations';
import { seedIfEmpty } from './seed';

/**
 * Migrations, then, with `demo` (the sandbox is on), the demo data on a first start. A
 * production database gets the schema and nothing else: its catalogue comes from the
 * console or `npm run catalogue -- import`, its first admin from ADMIN_USERNAMES or
 * `npm run admin -- grant`.
 */
export async function prepareDatabase(db: Database, o: { demo: boolean; now?: Date }): Promise<{ seeded: boolean }> {
  await migrate(db);
  return { seeded: o.demo && (await seedIfEmpty(db, o.now ?? new Date())) };
}
