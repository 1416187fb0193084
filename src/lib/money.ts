// Prices and balances as the spec displays them.

export const CURRENCIES = ['AUD', 'BRL', 'CAD', 'DKK', 'EUR', 'NOK', 'NZD', 'PLN', 'GBP', 'SEK', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
/** Rates used until the API answers: EUR only. */
export const FALLBACK_RATES: Record<string, number> = { EUR: 1 };

export function isCurrency(value: unknown): value is Currency {
  return (CURRENCIES as readonly unknown[]).includes(value);
}

/** Thousands separated by a typographic apostrophe: 12500 → "12’500", -1300 → "−1’300" (a minus sign). */
export function formatTokens(amount: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '\u2019');
  return `${amount < 0 && (whole !== '0' || fraction) ? '\u2212' : ''}${fraction ? `${grouped},${fraction}` : grouped}`;
}

/** A change of a balance, always signed: 1200 → "+1’200", -2500 → "−2’500". */
export const formatTokenChange = (amount: number): string => (amount < 0 ? '' : '+') + formatTokens(amount);

export function currencySymbol(currency: string): string {
  return currency === 'EUR' ? '€' : currency;
}

/** Cash amount in the display currency: price × rate to 2 decimals, "€" for EUR else the code. */
export function formatCash(priceEur: number, currency: string, rates: Record<string, number>): string {
  const rate = rates[currency] ?? 1;
  const amount = (Math.round(priceEur * rate * 100) / 100).toFixed(2).replace('.', ',');
  return `${amount} ${currencySymbol(currency)}`;
}
