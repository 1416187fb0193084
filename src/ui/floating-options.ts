// How far a menu sits from its button, and from the screen's edges, on both targets.
export const GAP = 6;
export const MARGIN = 8;

/** Places `floating` by `anchor` now and while shown; returns the stop. */
export type Follow = (anchor: HTMLElement, floating: HTMLElement) => () => void;
