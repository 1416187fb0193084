// Table `exchange_rates`: display currencies against the euro.
import type { Queryable } from './queryable';

/** Adds the currency, or sets its rate (an import). */
export async function upsertExchangeRate(db: Queryable, code: string, rate: number): Promise<void> {
  await db.query('INSERT INTO exchange_rates (code, rate) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET rate = excluded.rate', [code, rate]);
}

export async function listExchangeRates(db: Queryable): Promise<{ code: string; rate: number }[]> {
  return db.query<{ code: string; rate: number }>('SELECT code, rate FROM exchange_rates ORDER BY code');
}
