// The home's largest paint, asked for before the render that shows it.
import { IMAGE_SLOTS, imageSrcSet } from '../domain/image-variants';

/**
 * Starts loading the image at `path` as the home's carousel shows it (the same `srcset`
 * and `sizes`: one download), `url` resolving its paths.
 */
export function loadCarouselImage(path: string, url: (path: string) => string): HTMLImageElement {
  const image = new Image();
  image.sizes = IMAGE_SLOTS.wide.sizes;
  image.srcset = imageSrcSet(path, 'wide', url) ?? '';
  image.src = url(path);
  return image;
}
