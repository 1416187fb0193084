import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantPath } from '../../src/domain/image-variants';

describe('image variants', () => {
  it('the shop’s own images have WebP variants beside them, by width', () => {
    expect(imageVariantPath('/images/uploads/0123456789abcdef01234567.jpg', 480)).toBe('/images/uploads/0123456789abcdef01234567.w480.webp');
    expect(imageVariantPath('/images/products/kit-1.webp', 1200)).toBe('/images/products/kit-1.w1200.webp');
    expect(imageSrcSet('/images/products/kit-1.webp', 'card', (path) => `https://shop.example${path}`)).toBe(
      'https://shop.example/images/products/kit-1.w320.webp 320w, https://shop.example/images/products/kit-1.w480.webp 480w, https://shop.example/images/products/kit-1.w800.webp 800w',
    );
  });

  it('an image from elsewhere has none: it is shown as it is', () => {
    for (const path of ['https://cdn.example/kit.jpg', '/images/categories/armes-tile.webp', '/images/uploads/x.gif']) {
      expect(imageVariantPath(path, 480)).toBeUndefined();
      expect(imageSrcSet(path, 'card', (p) => p)).toBeUndefined();
    }
  });
});
