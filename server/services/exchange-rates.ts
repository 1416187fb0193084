import type { ExchangeRateAnswer } from '../../src/api/contract/misc';
import { listExchangeRates } from '../db/exchange-rates';
import type { Queryable } from '../db/queryable';

/** Display currencies, base EUR. */
export async function exchangeRates(db: Queryable): Promise<ExchangeRateAnswer> {
  const rows = await listExchangeRates(db);
  return { base_code: 'EUR', conversion_rates: Object.fromEntries(rows.map((r) => [r.code, r.rate])) };
}
