import { useEffect, useState } from 'react';
import { usePageVisible } from '../../platform/platform-context';

/** Milliseconds left of a `durationMs` wait that began at `startedAt`; ticks each second while on screen. */
export function useCountdown(startedAt: number | undefined, durationMs: number): number {
  const visible = usePageVisible();
  const [now, setNow] = useState(() => Date.now());
  const end = (startedAt ?? 0) + durationMs;
  useEffect(() => {
    if (!visible || end <= Date.now()) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= end) clearInterval(timer);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, visible]);
  // Capped: a wait that just began shows its full length until the first tick.
  return Math.min(durationMs, Math.max(0, end - now));
}

/** 83000 → "01:23" */
export function formatMinutesSeconds(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
