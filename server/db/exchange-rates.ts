// Table `exchange_rates`: display currencies against the euro.
import type { Queryable } from './queryable';

export async function insertExchangeRate(db: Queryable, code: string, rate: number): Promise<void> {
  await db.query('INSERT INTO exchange_rates (code, rate) VALUES ($1, $2)', [code, rate]);
}

export async function listExchangeRates(db: Queryable): Promise<{ code: string; rate: number }[]> {
  return db.query<{ code: string; rate: number }>('SELECT code, rate FROM exchange_rates ORDER BY code');
}
