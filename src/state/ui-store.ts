// Overlays and full-screen errors (spec 01 §4 "Overlay rules"). Not persisted.
import { proxy } from 'valtio';

export interface ItemPresentation {
  id: string;
  show: boolean;
  foreground: boolean;
}
export type ErrorType = 'SHOP_NOT_FOUND' | 'PAGE_NOT_FOUND' | 'DISCORD_AUTH_FAILED' | 'TEBEX_ADD_PACKAGE_FAILED';
export interface FatalError {
  type: ErrorType;
  /** Extra lines under the main message (provider's title and detail, …). */
  lines: string[];
}
export interface ProductNotification {
  id: string;
  type: 'added' | 'removed' | 'max';
}

const hiddenItem = (): ItemPresentation => ({ id: '', show: false, foreground: false });

export function uiDefaults() {
  return {
    itemPresentation: hiddenItem(),
    newItemPresentation: hiddenItem(),
    quickBuy: { show: false, id: '', discount: 0 },
    login: { show: false },
    mobileNavbar: { show: false },
    characterSelect: { show: false },
    checkoutTransactionPopup: { show: false },
    history: { show: false },
    giftTarget: { show: false },
    checkoutPopup: { show: false },
    transactionRecap: { show: false },
    lightbox: { show: false, data: [] as string[], index: 0 },
    productNotifications: [] as ProductNotification[],
    fatalError: null as FatalError | null,
  };
}
export type UiState = ReturnType<typeof uiDefaults>;

export const ui = proxy<UiState>(uiDefaults());

/** The overlays that count for "any overlay showing" (the lightbox and the recap do not). */
export const COUNTED_OVERLAYS = [
  'itemPresentation', 'newItemPresentation', 'quickBuy', 'login', 'mobileNavbar', 'characterSelect',
  'checkoutTransactionPopup', 'history', 'giftTarget', 'checkoutPopup',
] as const;
export type OverlayName = (typeof COUNTED_OVERLAYS)[number] | 'lightbox' | 'transactionRecap';

export function anyOverlayShowing(state: Pick<UiState, (typeof COUNTED_OVERLAYS)[number]>): boolean {
  return COUNTED_OVERLAYS.some((name) => state[name].show);
}

/** Login page show is true for any payload except 'close'. */
export function setLoginShown(payload: unknown) {
  ui.login.show = payload !== 'close';
}

export function showItemPresentation(id: string, foreground = true) {
  ui.itemPresentation = { id, show: true, foreground };
}

export function resetItemPresentation(which: 'itemPresentation' | 'newItemPresentation' = 'itemPresentation') {
  ui[which] = hiddenItem();
}

export function toggleOverlay(name: 'mobileNavbar' | 'characterSelect', show = !ui[name].show) {
  ui[name].show = show;
}

export function setOverlay(name: OverlayName, show: boolean) {
  ui[name].show = show;
}

/** Hides every overlay not listed. */
export function closeAllExcept(keep: readonly OverlayName[] = []) {
  for (const name of [...COUNTED_OVERLAYS, 'lightbox', 'transactionRecap'] as const) {
    if (!keep.includes(name)) ui[name].show = false;
  }
}

export function openLightbox(images: string[], index = 0) {
  ui.lightbox = { show: true, data: images, index };
}

export function setLightboxIndex(index: number) {
  ui.lightbox.index = index;
}

/** Added only if its id is not already there. */
export function addProductNotification(entry: ProductNotification) {
  if (!ui.productNotifications.some((n) => n.id === entry.id)) ui.productNotifications.push(entry);
}

export function removeProductNotification(id: string) {
  ui.productNotifications = ui.productNotifications.filter((n) => n.id !== id);
}

export function raiseError(type: ErrorType, lines: string[] = []) {
  ui.fatalError = { type, lines };
}

export function clearError(type?: ErrorType) {
  if (!type || ui.fatalError?.type === type) ui.fatalError = null;
}
