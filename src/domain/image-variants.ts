// The shop's own images (uploaded in the console, or the demo's art) are also served as
// WebP at the widths where they show, beside the stored image: `<path without its
// extension>.w<width>.webp`, e.g. /images/uploads/<hash>.jpg → /images/uploads/<hash>.w480.webp.
// A variant is never wider than the stored image. Any other address (an image an admin
// pasted from elsewhere) has no variants: it is shown as it is.

export const IMAGE_WIDTHS = [320, 480, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** What a card may receive (DESIGN "Budgets"): every width a card asks for is encoded within it. */
export const CARD_IMAGE_BYTES = 40_000;

const OWN_IMAGE = /^(\/images\/(?:uploads|products)\/[\w-]+)\.(?:png|jpg|webp)$/;

export function imageVariantPath(path: string, width: ImageWidth): string | undefined {
  const base = OWN_IMAGE.exec(path)?.[1];
  return base && `${base}.w${width}.webp`;
}

/**
 * Where product images show, with the widths each place may ask for and its CSS width on
 * 320 to 1366 px pages (`sizes`, rounded up where it picks the same variant): the page is at
 * most 1280 px; a card is a grid cell (one column up to 618 px, three or four beyond, the
 * daily shop's first one wider); the presentation is 1.3 / 2.3 of an 1100 px panel; the
 * best sellers' carousel and the lightbox span the page.
 */
export const IMAGE_SLOTS = {
  card: { widths: [320, 480, 800], sizes: '(max-width: 618px) 100vw, (max-width: 1280px) 33vw, 420px' },
  presentation: { widths: IMAGE_WIDTHS, sizes: '(max-width: 618px) 100vw, (max-width: 1132px) 57vw, 581px' },
  // At most 1248 px, but wider than 800 from 800 px pages on: 100vw picks the same variant.
  wide: { widths: IMAGE_WIDTHS, sizes: '100vw' },
  // A rank's badge, 32 px in the bar to 64 px in the rank table: the smallest variant.
  badge: { widths: [320], sizes: '64px' },
} satisfies Record<string, { widths: readonly ImageWidth[]; sizes: string }>;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** The `srcset` of an image in a place, each variant's path resolved by `url`; undefined for an image without variants. */
export function imageSrcSet(path: string, slot: ImageSlot, url: (path: string) => string): string | undefined {
  if (!OWN_IMAGE.test(path)) return undefined;
  return IMAGE_SLOTS[slot].widths.map((width) => `${url(imageVariantPath(path, width)!)} ${width}w`).join(', ');
}
