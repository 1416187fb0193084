// The shop's demo artwork, drawn by headless Chromium from SVG (server/demo/art/):
// - public/images/products/: one WebP picture per image path of the demo catalogue,
//   what the product is (game-icons, CC BY 3.0) on its category's backdrop, and its
//   WebP variants (`<name>.w<width>.webp`), made from a drawing at the largest width by
//   the code that makes an upload's (services/webp-variants.ts);
// - public/images/categories/: the home tiles' and category headers' backgrounds (WebP);
// - public/images/payments/: the payment brands' marks (PNG);
// - public/images/ranks/: the bar's 64 px PNG badges, for a rank the catalogue does not sell;
// - public/images/social/: the footer's social networks' marks (PNG);
// - public/favicon.ico, public/icons/ and public/manifest.webmanifest: the shop's icon.
// Raster, never SVG: an SVG image costs the page a document of its own, parsed, laid
// out and painted on the main thread (about 15 ms each at 4x CPU, on the first start's path).
// Run: npx tsx server/demo/write-placeholder-images.ts
import { join } from 'node:path';
import { categoryArtPath } from '../../src/domain/category-art';
import type { CategorySlug } from '../../src/domain/category-slugs';
import { PAYMENT_LOGOS, paymentLogoPath } from '../../src/domain/payment-logos';
import { rankBadgePath } from '../../src/domain/rank-badge';
import { SOCIAL_ICONS, socialIconPath } from '../../src/domain/social-icons';
import { APP_ICONS, appIconSvg, icoFile, manifest } from './art/app-icons';
import { BANNER, CATEGORY_THEMES, TILE, bannerSvg, categoryIcons, tileSvg } from './art/categories';
import { measureIcons } from './art/icons';
import { LOGO_HEIGHT, LOGO_SCALE, LOGO_WIDTH, logoSvg } from './art/payments';
import { PRODUCT_HEIGHT, PRODUCT_WIDTH, productIcons, productPictures } from './art/products';
import { RANK_TIERS, badgeSvg, rankIcons } from './art/ranks';
import { emptyImageDir, openRasterizer, publicFile, write } from './art/raster';
import { SOCIAL_SIZE, socialSvg } from './art/social';
import { THEMES } from './art/themes';
import { DEMO_PRODUCTS } from './demo-products';
import { IMAGE_WIDTHS, imageVariantPath } from '../../src/domain/image-variants';
import { webpVariants } from '../services/webp-variants';

/** WebP quality of the pictures: photo-like art, a few KB each. */
const PICTURE_QUALITY = 0.75;

const raster = await openRasterizer();
const game = (names: string[]) => names.map((name): ['game', string] => ['game', name]);
await measureIcons(raster.measure, game([...productIcons(), ...categoryIcons(), ...rankIcons(), ...Object.values(THEMES).map((t) => t.motif)]));

const file = (path: string) => publicFile(path);
const webp = (svg: string, width: number, height: number, quality = PICTURE_QUALITY) => raster.draw(svg, width, height, 'image/webp', quality);
const png = (svg: string, width: number, height = width) => raster.draw(svg, width, height, 'image/png');

for (const dir of ['products', 'categories', 'payments', 'ranks', 'social']) emptyImageDir(dir);

const largest = IMAGE_WIDTHS.at(-1)!;
for (const product of DEMO_PRODUCTS) {
  const pictures = productPictures(product);
  for (const [i, path] of product.images.entries()) {
    write(file(path), await webp(pictures[i]!, PRODUCT_WIDTH, PRODUCT_HEIGHT));
    const drawing = await png(pictures[i]!, largest, (largest * PRODUCT_HEIGHT) / PRODUCT_WIDTH);
    for (const v of await webpVariants(drawing)) write(file(imageVariantPath(path, v.width)!), Buffer.from(v.bytes));
  }
}
for (const category of Object.keys(CATEGORY_THEMES) as CategorySlug[]) {
  const theme = CATEGORY_THEMES[category];
  write(file(categoryArtPath(category, 'tile')), await webp(tileSvg(theme), TILE.width, TILE.height));
  write(file(categoryArtPath(category, 'banner')), await webp(bannerSvg(theme), BANNER.width, BANNER.height));
}
for (const name of PAYMENT_LOGOS) {
  write(file(paymentLogoPath(name)), await png(logoSvg(name), LOGO_WIDTH * LOGO_SCALE, LOGO_HEIGHT * LOGO_SCALE));
}
for (const rank of Object.keys(RANK_TIERS)) {
  write(file(rankBadgePath(rank)), await png(badgeSvg(rank, 64), 64));
}
for (const network of SOCIAL_ICONS) write(file(socialIconPath(network)!), await png(socialSvg(network), SOCIAL_SIZE));

write(file('/favicon.ico'), icoFile(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(appIconSvg(size), size) })))));
write(file(APP_ICONS.icon192), await png(appIconSvg(192), 192));
write(file(APP_ICONS.icon512), await png(appIconSvg(512), 512));
write(file(APP_ICONS.maskable512), await png(appIconSvg(512, true), 512));
write(file(APP_ICONS.apple), await png(appIconSvg(180, true), 180));
write(file('/manifest.webmanifest'), manifest());

await raster.close();
console.log(`Artwork written to ${join(process.cwd(), 'public')}`);
