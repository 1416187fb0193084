// The dashboard's periods: Paris days (YYYY-MM-DD), as the figures API counts them.
const PARIS = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The most days one figures request covers (the API's own limit). */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  from: string;
  to: string;
}

export const parisToday = (now = new Date()) => PARIS.format(now);

const shiftDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/** The Paris month of `today`, from its 1st to its last day. */
export function monthOf(today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${today.slice(0, 7)}-01`, to: lastDayOfMonth(year, month) };
}

export function previousMonth(today: string): Period {
  return monthOf(shiftDays(`${today.slice(0, 7)}-01`, -1));
}

export const lastDays = (today: string, days: number): Period => ({ from: shiftDays(today, 1 - days), to: today });

/** Days from..to, both included (empty when the period is not valid). */
export function periodDays({ from, to }: Period): string[] {
  if (!isValidPeriod({ from, to })) return [];
  const days = [from];
  while (days.at(-1)! < to) days.push(shiftDays(days.at(-1)!, 1));
  return days;
}

const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && shiftDays(day, 0) === day;

export function isValidPeriod({ from, to }: Period): boolean {
  if (!isDay(from) || !isDay(to) || from > to) return false;
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 < MAX_PERIOD_DAYS;
}
