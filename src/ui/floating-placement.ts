// Where a floating element (a menu's list) goes, by floating-ui, on both targets: under
// its anchor, right edges aligned (offset), above it when there is no room below
// (flip), kept 8 px inside the screen (shift); placed again by autoUpdate on scroll,
// resize and a move of the anchor, only while shown.
import { autoUpdate, computePosition, flip, offset, shift, type ComputePositionConfig } from '@floating-ui/react';

/** How far a menu sits from its button, and from the screen's edges. */
const GAP = 6;
const MARGIN = 8;

const PLACEMENT: ComputePositionConfig = {
  strategy: 'fixed',
  placement: 'bottom-end',
  // flip decides above or below only; shift alone moves it sideways.
  middleware: [offset(GAP), flip({ crossAxis: false, padding: MARGIN }), shift({ padding: MARGIN })],
};

/** Places `floating` by `anchor` now and while shown; returns the stop. */
export const followAnchor = (anchor: HTMLElement, floating: HTMLElement): (() => void) =>
  autoUpdate(anchor, floating, () => {
    // computePosition settles in microtasks, before the frame is painted.
    void computePosition(anchor, floating, PLACEMENT).then(({ x, y }) => {
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
    });
  });
