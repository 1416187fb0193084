// Page scroll lock while a modal is open. A class on <html> and a stable
// scrollbar gutter (global.css) instead of floating-ui's lockScroll: that one
// measures the scrollbar when the overlay mounts, which forces a whole-page layout
// in the click that opens it, then changes body padding and lays out again.
// The class goes on once the modal is painted: `overflow: hidden` on the root makes
// Chromium raster the whole page again, which held the opening frame back by about
// 30 ms at 4x CPU throttle (DESIGN.md's 100 ms click-to-paint budget).
import { useLayoutEffect } from 'react';
import { afterNextPaint } from '../lib/timing';

const LOCKED_CLASS = 'scroll-locked';
let locks = 0;

const lock = () => {
  if (locks++ === 0) document.documentElement.classList.add(LOCKED_CLASS);
};
const unlock = () => {
  if (--locks === 0) document.documentElement.classList.remove(LOCKED_CLASS);
};

/** Locks page scrolling from the first paint of the calling component until it unmounts. */
export function useScrollLock(): void {
  useLayoutEffect(() => {
    let locked = false;
    const cancel = afterNextPaint(() => {
      locked = true;
      lock();
    });
    return () => {
      cancel();
      if (locked) unlock();
    };
  }, []);
}
