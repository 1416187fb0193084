// Placeholder artwork for the demo catalogue: one WebP photo-like image per image
// path of the seed, as a real shop's product photos are raster images (an SVG
// with text is laid out and painted on the main thread at every size it shows).
// Drawn by headless Chromium from an SVG template.
// Run: npx tsx server/db/write-product-images.ts (writes public/images/products/).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { escapeHtml } from '../sandbox/html-page';
import { SEED_PRODUCTS } from './seed-products';

const COLOURS: Record<string, [string, string]> = {
  box: ['#3a2f5b', '#7d5ba6'], car: ['#12355b', '#2f80ed'], gun: ['#3b3b3b', '#8a8a8a'], packs: ['#5b2a12', '#e07b39'],
  money: ['#114b2b', '#27ae60'], silver: ['#4b5563', '#cbd5e1'], gold: ['#6b4f12', '#f2c94c'], diamond: ['#12475b', '#56ccf2'],
  emerald: ['#0f4a3a', '#2ecc9a'], ruby: ['#5b1220', '#e0374f'],
};
const QUALITY = 0.8;

function svg(name: string, from: string, to: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
<text x="320" y="200" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(name)}</text>
<text x="320" y="250" font-family="sans-serif" font-size="22" fill="#ffffffb3" text-anchor="middle">${label}</text>
</svg>`;
}

const dir = join(process.cwd(), 'public', 'images', 'products');
mkdirSync(dir, { recursive: true });
for (const file of readdirSync(dir)) rmSync(join(dir, file));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const product of SEED_PRODUCTS) {
  const [from, to] = COLOURS[product.theme ?? 'box'] ?? COLOURS.box!;
  for (const [i, path] of product.images.entries()) {
    const markup = svg(product.name, from, to, `${i + 1} / ${product.images.length}`);
    const dataUrl = await page.evaluate(
      async ([source, quality]) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 400 });
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      },
      [markup, QUALITY] as const,
    );
    writeFileSync(join(dir, path.split('/').pop()!), Buffer.from(dataUrl.split(',')[1]!, 'base64'));
  }
}
await browser.close();
console.log(`Placeholder images written to ${dir}`);
