// Opens the database the server runs on: PGlite (embedded, default) or a real
// PostgreSQL server (DATABASE_URL). Both implement Database (./queryable).
import type { Database } from './queryable';

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL server. */
  url?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate themselves with one). */
  schema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(options.url, options.schema);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(options.dataDir);
}
