// Where focus goes when a surface (a modal, a menu list) opens and closes.
import { useLayoutEffect, type RefObject } from 'react';
import { afterNextPaint } from '../lib/timing';
import { CONTENT_ID } from './content-id';

export const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What took the place of an opener that is gone (the login button once logged in):
 * the element with its `data-focus-key`, else the page's content, so focus never
 * falls to the body.
 */
function replacementOf(opener: HTMLElement | null): HTMLElement | null {
  const key = opener?.dataset.focusKey;
  return (key ? document.querySelector<HTMLElement>(`[data-focus-key="${key}"]`) : null) ?? document.getElementById(CONTENT_ID);
}

/**
 * Focus moves to the surface's first focusable element once it is painted
 * (focus() lays the page out: not in the opening click), and returns to what had
 * it when the surface goes.
 */
export function useFocusInside(surface: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Read once painted: a portal may mount its content a render after its owner.
    const cancel = afterNextPaint(() => {
      const element = surface.current;
      (element?.querySelector<HTMLElement>(FOCUSABLE) ?? element)?.focus({ preventScroll: true });
    });
    return () => {
      cancel();
      if (previous?.isConnected) previous.focus({ preventScroll: true });
      else replacementOf(previous)?.focus({ preventScroll: true });
    };
  }, [surface]);
}
