import { useEffect } from 'react';

/** Runs `task` once, when the page has nothing better to do after the first render. */
export function useWhenIdle(task: () => unknown) {
  useEffect(() => {
    const run = () => void Promise.resolve(task()).catch(() => {}); // a failed warm-up is retried on use
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, 500);
    return () => clearTimeout(timer);
  }, [task]);
}
