// Prices and balances as the spec displays them.

export const CURRENCIES = ['AUD', 'BRL', 'CAD', 'DKK', 'EUR', 'NOK', 'NZD', 'PLN', 'GBP', 'SEK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
/** Rates used until the API answers: EUR only. */
export const FALLBACK_RATES: Record<string, number> = { EUR: 1 };

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

export function currencySymbol(currency: string): string {
  return currency === 'EUR' ? '€' : currency;
}

/** Cash amount in the display currency: price × rate to 2 decimals ("9,99 €" in French, the language's decimal mark), "€" for EUR else the code. */
export function formatCash(priceEur: number, currency: string, rates: Record<string, number>, decimal = ','): string {
  const rate = rates[currency] ?? 1;
  const amount = (Math.round(priceEur * rate * 100) / 100).toFixed(2).replace('.', decimal);
  return `${amount} ${currencySymbol(currency)}`;
}
