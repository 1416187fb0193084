// One small interface over PGlite (embedded, default) and node-postgres (DATABASE_URL),
// so the same SQL runs on both. The two implementations import only this file.
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; any throw rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
