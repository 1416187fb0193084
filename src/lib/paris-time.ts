// The daily shop turns over at midnight Europe/Paris, whatever the visitor's zone.

// Made on first use: a formatter with a time zone loads zone data, tens of ms
// at start-up on a slow CPU, and only a logged-in player needs it.
let formatter: Intl.DateTimeFormat | undefined;
function parisParts(at: number | Date): Record<string, string> {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit',
  });
  return Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
}

/** Milliseconds from `now` to the next midnight in Paris (DST-safe: uses Paris wall time). */
export function msUntilParisMidnight(now: number): number {
  const parts = parisParts(now);
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + (now % 1000);
  let remaining = 86_400_000 - elapsed;
  // On DST change days the Paris day is 23 or 25 h long: check where the estimate lands.
  const landed = new Date(now + remaining);
  const at = parisParts(landed);
  const offBy = (Number(at.hour) * 3600 + Number(at.minute) * 60 + Number(at.second)) * 1000;
  if (offBy !== 0) remaining += offBy > 43_200_000 ? 86_400_000 - offBy : -offBy;
  return remaining;
}

/** "HH:MM:SS" for a countdown (never negative). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

let dayFormatter: Intl.DateTimeFormat | undefined;
/** The day of an ISO date in Paris, as the language reads it: "26 décembre 2026", "26 December 2026" (en-GB). */
export function formatParisDay(iso: string, locale = 'fr-FR'): string {
  if (dayFormatter?.resolvedOptions().locale !== locale) {
    dayFormatter = new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });
  }
  return dayFormatter.format(new Date(iso));
}
