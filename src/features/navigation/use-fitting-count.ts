// How many of the bar's entries fit. The entries' row is one entry high and wraps,
// so the browser itself moves what does not fit to a lower, clipped row, and an
// entry alone on its row (wider than the row) shrinks and clips its label. An
// IntersectionObserver rooted at the row says which labels show in full: those are
// the leading entries. While "Plus" shows, the last entry wraps as if "Plus" did not
// (nav-bar.module.css): once it reaches the first row, every entry fits without it.
// No measuring and no layout read: the observer reports only when the layout changes
// (a resize, a font, the balance's width), nothing runs while idle, and a hidden row
// (the game's hidden page, the drawer's layout) keeps the last answer.
import { useEffect, useState, type RefObject } from 'react';

/** The share of a label that must show for it to count as shown (sub-pixel slack). */
export const SHOWN_RATIO = 0.99;

/**
 * How many of the `count` children of `row` fit, all of them until the observer
 * first answers; each child's first element (its label) is observed. A new count
 * (the daily shop's entry comes and goes with the login) observes them again; until
 * then the answer may exceed the count, which shows every entry.
 */
export function useFittingCount(row: RefObject<HTMLElement | null>, count: number): number {
  const [fit, setFit] = useState(count);
  useEffect(() => {
    const root = row.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    const last = root.lastElementChild?.firstElementChild;
    const shown = new Set<Element>();
    let lastOnFirstRow = false;
    const observer = new IntersectionObserver(
      (records) => {
        if (!records[0]?.rootBounds?.height) return;
        for (const record of records) {
          if (record.intersectionRatio >= SHOWN_RATIO) shown.add(record.target);
          else shown.delete(record.target);
          if (record.target === last) lastOnFirstRow = record.intersectionRatio > 0;
        }
        setFit(lastOnFirstRow ? count : shown.size);
      },
      { root, threshold: [0, SHOWN_RATIO] },
    );
    for (const entry of Array.from(root.children)) observer.observe(entry.firstElementChild ?? entry);
    return () => observer.disconnect();
  }, [row, count]);
  return fit;
}
