// Placeholder artwork: one WebP photo-like image per image path of the demo
// catalogue, the home's payment logos and the rank badges as PNG. Real shops use
// raster product photos, and an SVG image costs the page a document of its own,
// parsed, laid out and painted on the main thread (about 15 ms each at 4x CPU, on
// the first start's path). Drawn by headless Chromium from SVG templates.
// Run: npx tsx server/db/write-placeholder-images.ts (writes public/images/products/,
// payments/ and ranks/).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PAYMENT_LOGOS, type PaymentLogo, paymentLogoPath } from '../../src/domain/payment-logos';
import { rankBadgePath } from '../../src/domain/rank-badge';
import { escapeHtml } from '../sandbox/html-page';
import { SEED_PRODUCTS } from './seed-products';

const COLOURS: Record<string, [string, string]> = {
  box: ['#3a2f5b', '#7d5ba6'], car: ['#12355b', '#2f80ed'], gun: ['#3b3b3b', '#8a8a8a'], packs: ['#5b2a12', '#e07b39'],
  money: ['#114b2b', '#27ae60'], silver: ['#4b5563', '#cbd5e1'], gold: ['#6b4f12', '#f2c94c'], diamond: ['#12475b', '#56ccf2'],
  emerald: ['#0f4a3a', '#2ecc9a'], ruby: ['#5b1220', '#e0374f'],
};
const PHOTO_QUALITY = 0.8;

/** Each logo's text and colours (background, text) on its card. */
const LOGO_ART: Record<PaymentLogo, [string, string, string]> = {
  paypal: ['PayPal', '#ffffff', '#003087'],
  'apple-pay': ['Apple Pay', '#000000', '#ffffff'],
  bancontact: ['Bancontact', '#ffffff', '#005498'],
  mastercard: ['mastercard', '#ffffff', '#f79e1b'],
  visa: ['VISA', '#ffffff', '#1a1f71'],
};
/** Logos are shown at 96×38 CSS pixels: drawn at 2.5×, sharp on high-density screens. */
const LOGO_SCALE = 2.5;

/** Each rank's badge: its colour and the letters drawn on it. */
const RANK_ART: Record<string, [string, string]> = {
  'VIP Silver': ['#c9d1dc', 'VIP'], Gold: ['#f3c969', 'G'], Diamond: ['#8fd8ff', 'D'], Émeraude: ['#3ddc84', 'E'], Rubis: ['#ff5c7a', 'R'],
};
/** Badges are shown at 32×32 CSS pixels: drawn at 64×64. */
const BADGE_SIZE = 64;

function productSvg(name: string, from: string, to: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
<text x="320" y="200" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(name)}</text>
<text x="320" y="250" font-family="sans-serif" font-size="22" fill="#ffffffb3" text-anchor="middle">${label}</text>
</svg>`;
}

function logoSvg([text, background, colour]: [string, string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 48" width="${120 * LOGO_SCALE}" height="${48 * LOGO_SCALE}">
<rect width="120" height="48" rx="8" fill="${background}"/>
<text x="60" y="30" font-family="Arial,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="${colour}">${escapeHtml(text)}</text>
</svg>`;
}

function badgeSvg([colour, letters]: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${BADGE_SIZE}" height="${BADGE_SIZE}">
<path d="M32 3 58 17v30L32 61 6 47V17z" fill="${colour}" stroke="#0b0e14" stroke-width="3"/>
<path d="M32 14 47 22v20L32 50 17 42V22z" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2"/>
<text x="32" y="38" font-family="Arial,sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="#0b0e14">${escapeHtml(letters)}</text>
</svg>`;
}

/** The SVG drawn on a canvas of its size and encoded as `type`. */
async function rasterize(page: Page, markup: string, width: number, height: number, type: string, quality?: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ([source, w, h, mime, q]) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return canvas.toDataURL(mime, q);
    },
    [markup, width, height, type, quality] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** An empty folder under public/images/. */
function emptyDir(name: string): string {
  const dir = join(process.cwd(), 'public', 'images', name);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) rmSync(join(dir, file));
  return dir;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const products = emptyDir('products');
for (const product of SEED_PRODUCTS) {
  const [from, to] = COLOURS[product.theme ?? 'box'] ?? COLOURS.box!;
  for (const [i, path] of product.images.entries()) {
    const markup = productSvg(product.name, from, to, `${i + 1} / ${product.images.length}`);
    writeFileSync(join(products, path.split('/').pop()!), await rasterize(page, markup, 640, 400, 'image/webp', PHOTO_QUALITY));
  }
}
const payments = emptyDir('payments');
for (const name of PAYMENT_LOGOS) {
  const png = await rasterize(page, logoSvg(LOGO_ART[name]), 120 * LOGO_SCALE, 48 * LOGO_SCALE, 'image/png');
  writeFileSync(join(payments, paymentLogoPath(name).split('/').pop()!), png);
}
const ranks = emptyDir('ranks');
for (const [rank, art] of Object.entries(RANK_ART)) {
  const png = await rasterize(page, badgeSvg(art), BADGE_SIZE, BADGE_SIZE, 'image/png');
  writeFileSync(join(ranks, rankBadgePath(rank).split('/').pop()!), png);
}
await browser.close();
console.log(`Placeholder images written to ${products}, ${payments} and ${ranks}`);
