import { PGlite } from '@electric-sql/pglite';
import type { Database } from './queryable';

// PGlite is a single connection: its own mutex makes every query wait while a
// transaction runs, so transactions are serialized, never interleaved.
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    transaction(fn) {
      return pg.transaction((tx) =>
        fn({ query: async <T>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows }),
      );
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}
