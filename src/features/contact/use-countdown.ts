import { useClock } from '../../ui/use-clock';

/** Milliseconds left of a `durationMs` wait that began at `startedAt`; ticks each second while on screen. */
export function useCountdown(startedAt: number | undefined, durationMs: number): number {
  const end = (startedAt ?? 0) + durationMs;
  const now = useClock(end > Date.now());
  // Capped: a wait that just began shows its full length until the first tick.
  return Math.min(durationMs, Math.max(0, end - now));
}

/** 83000 → "01:23" */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
