// What the item presentation and its lightbox show (spec 01 §4): the item, whether it
// is in the foreground, the lightbox's images. Whether they show is the overlay registry's.
import { proxy } from 'valtio';
import { setOverlay } from '../../state/overlays';

export interface PresentedItem {
  id: string;
  foreground: boolean;
}

const noItem = (): PresentedItem => ({ id: '', foreground: false });

export const presentationDefaults = () => ({
  itemPresentation: noItem(),
  newItemPresentation: noItem(),
  lightbox: { data: [] as string[], index: 0 },
});

export const presentation = proxy(presentationDefaults());

export function showItemPresentation(id: string, foreground = true) {
  presentation.itemPresentation = { id, foreground };
  setOverlay('itemPresentation', true);
}

/** Back to id empty, hidden, not in the foreground. */
export function resetItemPresentation(which: 'itemPresentation' | 'newItemPresentation' = 'itemPresentation') {
  presentation[which] = noItem();
  setOverlay(which, false);
}

export function openLightbox(images: string[], index = 0) {
  presentation.lightbox = { data: images, index };
  setOverlay('lightbox', true);
}

export function setLightboxIndex(index: number) {
  presentation.lightbox.index = index;
}
