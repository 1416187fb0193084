// Page scroll lock while a modal is open. A class on <html> and a stable
// scrollbar gutter (global.css) instead of floating-ui's lockScroll: that one
// measures the scrollbar when the overlay mounts, which forces a whole-page layout
// in the click that opens it, then changes body padding and lays out again.
// The class goes on once the dim has faded in: `overflow: hidden` on the root makes
// Chromium lay out, paint and raster the whole page again (about 30 ms at 4x CPU),
// which held the modal's opening frame back, or the frame after it.
import { useEffect } from 'react';

/** The dim's fade-in (overlay.module.css): the page behind is covered by then. */
export const LOCK_DELAY_MS = 200;
const LOCKED_CLASS = 'scroll-locked';
let locks = 0;

/** Locks page scrolling, from LOCK_DELAY_MS after the calling component mounts until it unmounts. */
export function useScrollLock(): void {
  useEffect(() => {
    let locked = false;
    const timer = setTimeout(() => {
      locked = true;
      if (locks++ === 0) document.documentElement.classList.add(LOCKED_CLASS);
    }, LOCK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (locked && --locks === 0) document.documentElement.classList.remove(LOCKED_CLASS);
    };
  }, []);
}
