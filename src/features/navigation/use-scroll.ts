// Scroll-driven chrome: the bar hides when scrolling down past 15 % of the page
// height; the back-to-top button shows after 100 px. One passive listener, rAF-throttled.
import { useEffect, useState } from 'react';

export const HIDE_THRESHOLD = 0.15;
export const BACK_TO_TOP_AFTER = 100;

/** Whether the bar hides: moving down and past 15 % of the page height. */
export function barHidden(y: number, previousY: number, pageHeight: number): boolean {
  return y > previousY && y > pageHeight * HIDE_THRESHOLD;
}

export function useScrollState(): { barHidden: boolean; backToTop: boolean } {
  const [state, setState] = useState({ barHidden: false, backToTop: false });
  useEffect(() => {
    let previous = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = {
        barHidden: barHidden(y, previous, document.documentElement.scrollHeight),
        backToTop: y > BACK_TO_TOP_AFTER,
      };
      previous = y;
      setState((s) => (s.barHidden === next.barHidden && s.backToTop === next.backToTop ? s : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
