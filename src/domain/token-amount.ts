// H-Points amounts as the shop writes them everywhere: in the interface and in the
// server's own texts (product names, messages), so both read "6’000".

/** Thousands separated by a typographic apostrophe: 12500 → "12’500", -1300 → "−1’300" (a minus sign). */
export function formatTokens(amount: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(amount) * 100) / 100).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, '\u2019');
  return `${amount < 0 && (whole !== '0' || fraction) ? '\u2212' : ''}${fraction ? `${grouped},${fraction}` : grouped}`;
}

/** A change of a balance, always signed: 1200 → "+1’200", -2500 → "−2’500". */
export const formatTokenChange = (amount: number): string => (amount < 0 ? '' : '+') + formatTokens(amount);
