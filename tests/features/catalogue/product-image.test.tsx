import { beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/features/catalogue/product-card';
import { IMAGE_SLOTS } from '../../../src/domain/image-variants';
import { renderWithShop } from '../../render';
import { product } from './fixtures';
import { resetStores } from '../../stores';

const card = (images: string[]) => renderWithShop(<ProductCard product={product({ images })} onOpen={() => {}} actions={null} />).container.querySelector('img')!;

describe('product images', () => {
  beforeEach(() => resetStores());

  it('a card offers the shop’s own image at the card’s widths, as WebP, with the card’s sizes', () => {
    const img = card(['/images/uploads/0123456789abcdef01234567.jpg']);
    expect(img.getAttribute('src')).toBe('/images/uploads/0123456789abcdef01234567.jpg');
    expect(img.getAttribute('srcset')).toBe(
      ['320', '480', '800'].map((w) => `/images/uploads/0123456789abcdef01234567.w${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe(IMAGE_SLOTS.card.sizes);
  });

  it('an image from elsewhere is shown as it is', () => {
    const img = card(['https://cdn.example/kit.jpg']);
    expect(img.getAttribute('src')).toBe('https://cdn.example/kit.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
