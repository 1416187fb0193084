import pg from 'pg';
import type { Database, Queryable } from './queryable';

/** deadlock_detected, serialization_failure: the transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const RETRIES = 3;

export async function openPostgres(url: string, schema?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While PostgreSQL is away, a call fails after 5 s (answered 503) instead of waiting on.
    connectionTimeoutMillis: 5_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A connection PostgreSQL drops (a restart, a stop) says so as an 'error' event, idle or
  // checked out, even in the instant the pool hands it over: every connection keeps a
  // listener for its whole life, or the event would end the process. The query's own
  // error answers the call (503); the pool replaces the connection at the next one.
  const lost = (error: Error) => console.error(`[db] connection lost: ${error.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const asQueryable = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
  });
  async function once<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let result: T;
    try {
      await client.query('BEGIN');
      result = await fn(asQueryable(client));
      await client.query('COMMIT');
    } catch (error) {
      // A connection that broke cannot roll back: it is dropped, the transaction died with it.
      const broken = await client.query('ROLLBACK').then(() => false, () => true);
      client.release(broken || undefined);
      throw error;
    }
    client.release();
    return result;
  }

  return {
    kind: 'postgres',
    ...asQueryable(pool),
    async transaction(fn) {
      // A deadlock or serialization failure rolled the whole transaction back: run it again.
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(fn);
        } catch (error) {
          if (attempt >= RETRIES || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
        }
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
