// Display currency and rates, kept in the main store (persisted).
import { CURRENCIES, DEFAULT_CURRENCY, FALLBACK_RATES, isCurrency } from '../../lib/money';
import { main } from '../../state/main-store';

/** Keeps the rates of the display currencies; EUR is always 1. */
export function applyRates(conversionRates: Record<string, number>) {
  const rates: Record<string, number> = { ...FALLBACK_RATES };
  for (const code of CURRENCIES) {
    const rate = conversionRates[code];
    if (typeof rate === 'number' && rate > 0) rates[code] = rate;
  }
  main.rates = rates;
  resetCurrencyWithoutRate();
}

/** With no rate loaded for it, the display currency goes back to EUR. */
export function resetCurrencyWithoutRate() {
  if (main.currency !== DEFAULT_CURRENCY && !(main.currency in main.rates)) main.currency = DEFAULT_CURRENCY;
}

export function selectCurrency(code: string) {
  if (isCurrency(code) && (code === DEFAULT_CURRENCY || code in main.rates)) main.currency = code;
}
