// The attempt counters of spec 02 "Locking": after 5 failures the discount code,
// the creator code or the gift lookup is locked for 5 minutes, then its counter
// starts again. Counters live in the persisted main store, so a reload keeps a lock.
import { useSnapshot } from 'valtio';
import { main, type MainPersisted } from '../../state/main-store';
import { useClock } from '../../ui/use-clock';

export const MAX_ATTEMPTS = 5;
export const LOCK_MS = 300_000;

export type AttemptKind = keyof MainPersisted['attemptCounters'];
type Counter = MainPersisted['attemptCounters'][AttemptKind];

/** When the lock ends, or null when this counter is not locked at `now`. */
export function lockEnd(counter: Counter, now: number): number | null {
  if (counter.attempts < MAX_ATTEMPTS || counter.timestamp === null) return null;
  const end = counter.timestamp + LOCK_MS;
  return end > now ? end : null;
}

/** One more failure; the fifth starts the lock (its time is the counter's timestamp). */
export function recordFailure(kind: AttemptKind, now = Date.now()) {
  const counter = main.attemptCounters[kind];
  // A lock that ran out starts a fresh count.
  if (counter.attempts >= MAX_ATTEMPTS && lockEnd(counter, now) === null) resetAttempts(kind);
  counter.attempts += 1;
  if (counter.attempts >= MAX_ATTEMPTS) counter.timestamp = now;
}

export function resetAttempts(kind: AttemptKind) {
  Object.assign(main.attemptCounters[kind], { attempts: 0, timestamp: null });
}

export function isLocked(kind: AttemptKind, now = Date.now()): boolean {
  return lockEnd(main.attemptCounters[kind], now) !== null;
}

/** 299000 → "4:59" (the spec's m:ss). */
export function formatLockClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The lock of one counter, ticking each second while it holds. */
export function useAttemptLock(kind: AttemptKind): { locked: boolean; remainingMs: number } {
  const counter = useSnapshot(main).attemptCounters[kind];
  const end = lockEnd(counter, Date.now());
  const now = useClock(end !== null);
  // Capped: the clock's first value may predate the lock by a few seconds.
  const remainingMs = end === null ? 0 : Math.min(LOCK_MS, Math.max(0, end - now));
  return { locked: remainingMs > 0, remainingMs };
}
