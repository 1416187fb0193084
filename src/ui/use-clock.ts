import { useEffect, useState } from 'react';
import { usePageVisible } from '../platform/platform-context';

/** The current time, refreshed every second while `active` and the shop is on screen. */
export function useClock(active = true): number {
  const visible = usePageVisible();
  const [now, setNow] = useState(() => Date.now());
  const ticking = active && visible;
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
