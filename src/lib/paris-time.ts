// The daily shop turns over at midnight Europe/Paris, whatever the visitor's zone.

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris', hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** Milliseconds from `now` to the next midnight in Paris (DST-safe: uses Paris wall time). */
export function msUntilParisMidnight(now: number): number {
  const parts = Object.fromEntries(PARTS.formatToParts(now).map((p) => [p.type, p.value]));
  const elapsed = (Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second)) * 1000 + (now % 1000);
  let remaining = 86_400_000 - elapsed;
  // On DST change days the Paris day is 23 or 25 h long: check where the estimate lands.
  const landed = new Date(now + remaining);
  const at = Object.fromEntries(PARTS.formatToParts(landed).map((p) => [p.type, p.value]));
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
