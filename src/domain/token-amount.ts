// H-Points amounts as the shop writes them: by default in French, as the server's own
// texts (product names, messages) do, so both read "6’000"; the interface passes the
// shown language's separators (texts.numbers: English reads "6,000").

/** How a language separates thousands and decimals. */
export interface NumberSeparators {
  thousands: string;
  decimal: string;
}

const FRENCH: NumberSeparators = { thousands: '\u2019', decimal: ',' };

/** Thousands separated by a typographic apostrophe: 12500 → "12’500", -1300 → "−1’300" (a minus sign). */
export function formatTokens(amount: number, separators: NumberSeparators = FRENCH): string {
  const [whole, fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, separators.thousands);
  return `${amount < 0 && (whole !== '0' || fraction) ? '\u2212' : ''}${fraction ? `${grouped}${separators.decimal}${fraction}` : grouped}`;
}

/** A change of a balance, always signed: 1200 → "+1’200", -2500 → "−2’500". */
export const formatTokenChange = (amount: number, separators: NumberSeparators = FRENCH): string =>
  (amount < 0 ? '' : '+') + formatTokens(amount, separators);
