// The one way server data reaches a persisted store: the spec persists a few answers
// (the account, the characters, the transactions) so they show at once on the next
// start. React Query stays the source; this copies each new answer once.
import { useEffect, useRef } from 'react';
import { main } from './main-store';
import type { TimerKey } from './timers';

interface Answer<T> {
  data: T | undefined;
  /** When the answer arrived; a re-render with the same answer writes nothing. */
  dataUpdatedAt: number;
}

/**
 * Writes each new answer with `write`. With a timer, the answer's time is recorded
 * there, and an answer no newer than the timer (the persisted copy itself) is skipped.
 */
export function usePersistedAnswer<T>({ data, dataUpdatedAt }: Answer<T>, write: (data: T) => void, timer?: TimerKey) {
  const written = useRef(0);
  useEffect(() => {
    const known = Math.max(written.current, timer ? (main.timers[timer] ?? 0) : 0);
    if (data === undefined || dataUpdatedAt <= known) return;
    written.current = dataUpdatedAt;
    write(data);
    if (timer) main.timers[timer] = dataUpdatedAt;
  }, [data, dataUpdatedAt, write, timer]);
}
