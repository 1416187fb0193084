// The console edits a sale's start and end on the Paris wall clock (an input's
// "2025-06-14T18:00"), whatever the admin's own zone; the API speaks instants (ISO).
const PARIS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** What a Paris clock reads at the instant: "2025-06-14T18:00". */
export function parisWallClock(iso: string): string {
  const p = Object.fromEntries(PARIS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/**
 * The instant a Paris clock reads "2025-06-14T18:00", ISO; null when it is no date. Paris is
 * UTC+1 or +2: the autumn's repeated hour is its first time, spring's skipped hour the next one.
 */
export function parisInstant(wallClock: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallClock)) return null;
  const asUtc = Date.parse(`${wallClock}:00Z`);
  // Date.parse rolls "02-30" over to March: such a day is no date.
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== wallClock) return null;
  const candidates = [2, 1].map((hours) => new Date(asUtc - hours * 3600_000).toISOString());
  return candidates.find((iso) => parisWallClock(iso) === wallClock) ?? candidates[1]!;
}
