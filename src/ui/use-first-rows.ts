import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../lib/timing';

const never = () => () => {};

/**
 * Whether the part of a page below its first screen renders now: a page mounted
 * without the server's markup (a click, the game's start) shows its first screen in
 * its first frame and the rest just after, as that part is not seen then. The
 * server's markup is adopted whole: a page first rendered while hydrating (React
 * reads the server's snapshot then) is whole at once, and so is one with nothing below.
 */
export function useRestAfterPaint(nothingBelow = false): boolean {
  const hydrating = useSyncExternalStore(never, () => false, () => true);
  const [whole, setWhole] = useState(hydrating || nothingBelow);
  useEffect(() => (whole ? undefined : afterNextPaint(() => setWhole(true))), [whole]);
  return whole;
}

/**
 * The part of `list` to render now: a list mounted by a click (a category link)
 * shows its first `count` items in the click's frame, the rest just after (each
 * product card costs 3 to 5 ms at 4x CPU, and the rows below the fold are not
 * seen then). A list shown whole from the start is not rendered again after the paint.
 */
export function useFirstRows<T>(list: readonly T[], count: number): readonly T[] {
  return useRestAfterPaint(list.length <= count) ? list : list.slice(0, count);
}
