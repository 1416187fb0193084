import type { Observable } from './platform';

/** A minimal observable value for targets to feed (document visibility, game open/close). */
export function createObservable<T>(initial: T): Observable<T> & { set(value: T): void } {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
