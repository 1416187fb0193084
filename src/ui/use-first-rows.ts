import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../lib/timing';

const never = () => () => {};

/**
 * The part of `list` to render now: a list mounted by a click (a category link)
 * shows its first `count` items in the click's frame, the rest just after (each
 * product card costs 3 to 5 ms at 4x CPU, and the rows below the fold are not
 * seen then). The server's markup is adopted whole: a list first rendered while
 * hydrating (React reads the server's snapshot then) stays whole. A list shown
 * whole from the start is not rendered again after the paint.
 */
export function useFirstRows<T>(list: readonly T[], count: number): readonly T[] {
  const hydrating = useSyncExternalStore(never, () => false, () => true);
  const [whole, setWhole] = useState(hydrating || list.length <= count);
  useEffect(() => (whole ? undefined : afterNextPaint(() => setWhole(true))), [whole]);
  return whole ? list : list.slice(0, count);
}
