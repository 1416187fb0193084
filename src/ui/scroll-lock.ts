// Page scroll lock while a modal is open. A class on <html> and a stable
// scrollbar gutter (global.css) instead of floating-ui's lockScroll: that one
// measures the scrollbar when the overlay mounts, which forces a whole-page layout
// in the click that opens it, then changes body padding and lays out again.
import { useLayoutEffect } from 'react';

const LOCKED_CLASS = 'scroll-locked';
let locks = 0;

/** Locks page scrolling while the calling component is mounted. */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    if (locks++ === 0) document.documentElement.classList.add(LOCKED_CLASS);
    return () => {
      if (--locks === 0) document.documentElement.classList.remove(LOCKED_CLASS);
    };
  }, []);
}
