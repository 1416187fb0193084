// The home's largest paint, asked for before the render that shows it.
import type { Product } from '../api/contract/shop';
import { IMAGE_SLOTS, imageSrcSet } from '../domain/image-variants';
import { leadImage } from '../domain/visibility';

/**
 * Starts loading the home's largest image as the carousel will show it (the same
 * `srcset` and `sizes`: one download), `url` resolving its paths; undefined when the
 * home shows none.
 */
export function loadLeadImage(catalogue: { products: readonly Product[]; bestSeller: readonly string[] }, url: (path: string) => string): HTMLImageElement | undefined {
  const path = leadImage(catalogue);
  if (!path) return undefined;
  const image = new Image();
  image.sizes = IMAGE_SLOTS.wide.sizes;
  image.srcset = imageSrcSet(path, 'wide', url) ?? '';
  image.src = url(path);
  return image;
}
