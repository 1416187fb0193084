// Where a floating element (a menu's list) goes, by floating-ui: under its anchor,
// right edges aligned (offset), above it when there is no room below (flip), kept
// 8 px inside the screen (shift); placed again by autoUpdate on scroll, resize and a
// move of the anchor, only while shown. The in-game build swaps this module for
// floating-placement.compact.ts.
import { autoUpdate, computePosition, flip, offset, shift, type ComputePositionConfig } from '@floating-ui/react';
import { GAP, MARGIN, type Follow } from './floating-options';

const PLACEMENT: ComputePositionConfig = {
  strategy: 'fixed',
  placement: 'bottom-end',
  // flip decides above or below only; shift alone moves it sideways.
  middleware: [offset(GAP), flip({ crossAxis: false, padding: MARGIN }), shift({ padding: MARGIN })],
};

export const followAnchor: Follow = (anchor, floating) =>
  autoUpdate(anchor, floating, () => {
    // computePosition settles in microtasks, before the frame is painted.
    void computePosition(anchor, floating, PLACEMENT).then(({ x, y }) => {
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
    });
  });
