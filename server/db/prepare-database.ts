import type { Database } from './queryable';
import { migrateIn } from './migrations';
import { demoPasswordHashes, seedIfEmpty } from '../demo/seed';

/**
 * Migrations, then, with `demo` (the sandbox is on), the demo data on a first start; in
 * one transaction under the start lock (db/migrations), so instances starting together
 * never collide. A production database gets the schema and nothing else: its catalogue
 * comes from the console or `npm run catalogue -- import`, its first admin from
 * ADMIN_USERNAMES or `npm run admin -- grant`.
 */
export async function prepareDatabase(db: Database, o: { demo: boolean; now?: Date }): Promise<{ seeded: boolean }> {
  const hashes = o.demo ? await demoPasswordHashes() : undefined;
  return db.transaction(async (tx) => {
    await migrateIn(tx);
    return { seeded: hashes !== undefined && (await seedIfEmpty(tx, o.now ?? new Date(), hashes)) };
  });
}
