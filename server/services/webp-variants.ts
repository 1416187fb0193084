// The WebP variants of an image (src/domain/image-variants.ts), made once when it is stored
// and served as they are: uploads (services/uploaded-images.ts) and the demo's art
// (server/demo/write-placeholder-images.ts) take this one path.
import sharp from 'sharp';
import { CARD_IMAGE_BYTES, IMAGE_SLOTS, IMAGE_WIDTHS, type ImageWidth } from '../../src/domain/image-variants';

export interface WebpVariant {
  width: ImageWidth;
  bytes: Uint8Array;
}

/** The widths a card asks for stay within its budget; the larger ones within this one. */
const LARGE_IMAGE_BYTES = 150_000;
/** Tried in turn until the variant fits its budget: a photo fits at the first, a noisy one later. */
const QUALITIES = [80, 65, 50, 35, 20];
/** Past the lowest quality, the variant is made narrower by this factor until it fits. */
const SHRINK = 0.8;

const CARD_WIDTHS: readonly number[] = IMAGE_SLOTS.card.widths;

export async function webpVariants(image: Uint8Array): Promise<WebpVariant[]> {
  const variants: WebpVariant[] = [];
  for (const width of IMAGE_WIDTHS) {
    variants.push({ width, bytes: await withinBudget(image, width, CARD_WIDTHS.includes(width) ? CARD_IMAGE_BYTES : LARGE_IMAGE_BYTES) });
  }
  return variants;
}

async function withinBudget(image: Uint8Array, width: number, budget: number): Promise<Uint8Array> {
  for (let w = width; ; w = Math.round(w * SHRINK)) {
    for (const quality of QUALITIES) {
      // rotate(): a phone's photo is turned as its EXIF orientation says (the metadata is dropped).
      const bytes = await sharp(image).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality }).toBuffer();
      if (bytes.length <= budget) return new Uint8Array(bytes);
    }
  }
}
