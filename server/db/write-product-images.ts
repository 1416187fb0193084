// Placeholder artwork for the demo catalogue: one SVG per image path of the seed.
// Run: npx tsx server/db/write-product-images.ts (writes public/images/products/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from '../sandbox/html-page';
import { SEED_PRODUCTS } from './seed-products';

const COLOURS: Record<string, [string, string]> = {
  box: ['#3a2f5b', '#7d5ba6'], car: ['#12355b', '#2f80ed'], gun: ['#3b3b3b', '#8a8a8a'], packs: ['#5b2a12', '#e07b39'],
  money: ['#114b2b', '#27ae60'], silver: ['#4b5563', '#cbd5e1'], gold: ['#6b4f12', '#f2c94c'], diamond: ['#12475b', '#56ccf2'],
  emerald: ['#0f4a3a', '#2ecc9a'], ruby: ['#5b1220', '#e0374f'],
};

const dir = join(process.cwd(), 'public', 'images', 'products');
mkdirSync(dir, { recursive: true });
for (const product of SEED_PRODUCTS) {
  const [from, to] = COLOURS[product.theme ?? 'box'] ?? COLOURS.box!;
  product.images.forEach((path, i) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#g)"/>
<text x="320" y="200" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(product.name)}</text>
<text x="320" y="250" font-family="sans-serif" font-size="22" fill="#ffffffb3" text-anchor="middle">${i + 1} / ${product.images.length}</text>
</svg>\n`;
    writeFileSync(join(dir, path.split('/').pop()!), svg);
  });
}
console.log(`Placeholder images written to ${dir}`);
