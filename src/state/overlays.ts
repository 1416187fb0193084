// The overlay registry (spec 01 §4 "Overlay rules"): which overlays show, what counts
// for "any overlay showing", close-all-except. The one piece of UI state every
// feature shares; what an overlay shows (which item, which images) stays with its feature.
import { proxy } from 'valtio';

/** The overlays that count for "any overlay showing" (the lightbox and the recap do not). */
export const COUNTED_OVERLAYS = [
  'itemPresentation', 'newItemPresentation', 'quickBuy', 'login', 'mobileNavbar', 'characterSelect',
  'checkoutTransactionPopup', 'history', 'giftTarget', 'checkoutPopup',
] as const;
const OVERLAYS = [...COUNTED_OVERLAYS, 'lightbox', 'transactionRecap'] as const;
export type OverlayName = (typeof OVERLAYS)[number];
export type Overlays = Record<OverlayName, boolean>;

export const overlayDefaults = (): Overlays => Object.fromEntries(OVERLAYS.map((name) => [name, false])) as Overlays;

export const overlays = proxy<Overlays>(overlayDefaults());

export function anyOverlayShowing(state: Pick<Overlays, (typeof COUNTED_OVERLAYS)[number]>): boolean {
  return COUNTED_OVERLAYS.some((name) => state[name]);
}

export function setOverlay(name: OverlayName, show: boolean) {
  overlays[name] = show;
}

export function toggleOverlay(name: OverlayName, show = !overlays[name]) {
  overlays[name] = show;
}

/** Hides every overlay not listed. */
export function closeAllExcept(keep: readonly OverlayName[] = []) {
  for (const name of OVERLAYS) if (!keep.includes(name)) overlays[name] = false;
}
