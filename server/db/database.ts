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

/** The database a start or a command works on: DATABASE_URL, else the embedded one in DATA_DIR (default `.data`). */
export function databaseFromEnv(env: NodeJS.ProcessEnv, root: string): Promise<Database> {
  return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR ?? `${root}/.data` });
}
