// The daily shop turns over at midnight, Paris time, whatever the server's zone.
const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD in Europe/Paris. */
export const parisDay = (at: Date) => parisDate.format(at);

/** The instant a Paris day (YYYY-MM-DD) begins: its midnight, 22:00 or 23:00 UTC the day before. */
export function parisDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  for (const hours of [2, 1, 0]) {
    const at = new Date(utcMidnight - hours * 3600_000);
    if (parisDay(at) === day && parisDay(new Date(at.getTime() - 1)) !== day) return at;
  }
  throw new Error(`no Paris midnight for ${day}`);
}

/** The calendar day after (YYYY-MM-DD). */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
