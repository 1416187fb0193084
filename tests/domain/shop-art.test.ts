// The art the shop asks for (server/demo/write-placeholder-images.ts draws it into
// public/): every path exists, raster, at its slot's size.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../../server/demo/demo-products';
import { categoryArtPath } from '../../src/domain/category-art';
import { CATEGORY_SLUGS } from '../../src/domain/category-slugs';
import { PAYMENT_LOGOS, paymentLogoPath } from '../../src/domain/payment-logos';
import { rankBadgePath } from '../../src/domain/rank-badge';
import { SOCIAL_ICONS, socialIconPath } from '../../src/domain/social-icons';

const file = (path: string) => join(import.meta.dirname, '../../public', path);

/** Width and height of a PNG or a WebP (lossy, lossless or extended). */
function size(path: string): [number, number] {
  const data = readFileSync(file(path));
  if (data.toString('ascii', 1, 4) === 'PNG') return [data.readUInt32BE(16), data.readUInt32BE(20)];
  expect(data.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return [data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8 ') return [data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff];
  const bits = data.readUInt32LE(21);
  return [(bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1];
}

describe('shop art', () => {
  it("social links: a known network's mark by name, whatever its case; null for another", () => {
    expect(socialIconPath('Discord')).toBe('/images/social/discord.png');
    expect(socialIconPath('YOUTUBE')).toBe('/images/social/youtube.png');
    expect(socialIconPath('Tik Tok')).toBe('/images/social/tiktok.png');
    expect(socialIconPath('X')).toBe('/images/social/x.png');
    expect(socialIconPath('Forum')).toBeNull();
    expect(socialIconPath('')).toBeNull();
  });

  it('paths by category and by rank', () => {
    expect(categoryArtPath('vehicules', 'tile')).toBe('/images/categories/vehicules-tile.webp');
    expect(categoryArtPath('tokens', 'banner')).toBe('/images/categories/tokens-banner.webp');
    expect(rankBadgePath('Émeraude')).toBe('/images/ranks/emeraude.png');
  });

  it('every demo product image is a 640×400 WebP', () => {
    for (const product of DEMO_PRODUCTS) for (const path of product.images) expect(size(path), path).toEqual([640, 400]);
  });

  it('every category has its tile and header art, small WebP', () => {
    for (const category of CATEGORY_SLUGS) {
      expect(size(categoryArtPath(category, 'tile'))).toEqual([480, 288]);
      expect(size(categoryArtPath(category, 'banner'))).toEqual([1440, 144]);
      for (const kind of ['tile', 'banner'] as const) expect(readFileSync(file(categoryArtPath(category, kind))).length).toBeLessThanOrEqual(15 * 1024);
    }
  });

  it('payment logos, rank badges and social marks at their sizes', () => {
    for (const name of PAYMENT_LOGOS) expect(size(paymentLogoPath(name))).toEqual([300, 120]);
    for (const rank of ['VIP Silver', 'Gold', 'Diamond', 'Émeraude', 'Rubis']) expect(size(rankBadgePath(rank))).toEqual([64, 64]);
    for (const network of SOCIAL_ICONS) expect(size(socialIconPath(network)!)).toEqual([72, 72]);
  });

  it('the favicon and the web manifest with its 192 and 512 px icons', () => {
    expect(readFileSync(file('favicon.ico')).readUInt16LE(2)).toBe(1); // an icon file
    const manifest = JSON.parse(readFileSync(file('manifest.webmanifest'), 'utf8')) as { name: string; theme_color: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Boutique Hurricane');
    expect(manifest.theme_color).toBe('#910f0f');
    for (const px of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${px}x${px}`)!;
      expect(existsSync(file(icon.src)), icon.src).toBe(true);
      expect(size(icon.src)).toEqual([px, px]);
    }
  });
});
