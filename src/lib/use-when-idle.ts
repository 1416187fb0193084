import { useEffect } from 'react';

/**
 * Runs `task` once, soon after the first paint (at the latest 1 s later, idle or
 * not): warm-ups that the first click must not wait for.
 */
export function useWhenIdle(task: () => unknown) {
  useEffect(() => {
    const run = () => void Promise.resolve(task()).catch(() => {}); // a failed warm-up is retried on use
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [task]);
}
