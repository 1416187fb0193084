// Size and CSS budgets of DESIGN.md, measured on the built targets (npm run build first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const BUDGET = { nuiGzip: 90 * KB, webInitialGzip: 130 * KB };
/**
 * Libraries the website loads after its first render, each found by a text of its own:
 * TanStack Query is the data layer's chunk (src/app/data-root.tsx).
 */
const NOT_FIRST_LOAD = [
  { name: '@tanstack/query-core', text: 'Missing queryFn' },
  { name: '@tanstack/react-query', text: 'No QueryClient set' },
];
/** CSS that Chromium 103 lacks. */
const FORBIDDEN_CSS = ['oklch(', 'color-mix(', ':has('];

const gzip9 = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const failures: string[] = [];

// NUI: one self-contained file.
const nuiHtml = readFileSync('dist/nui/index.html', 'utf8');
const nuiSize = gzip9(nuiHtml);
console.log(`NUI dist/nui/index.html: ${kb(Buffer.byteLength(nuiHtml))} raw, ${kb(nuiSize)} gzip -9 (budget ${kb(BUDGET.nuiGzip)})`);
if (nuiSize > BUDGET.nuiGzip) failures.push('NUI single file is over budget');
if (/<script[^>]+src=|<link[^>]+rel="(stylesheet|modulepreload)"/.test(nuiHtml)) failures.push('NUI file loads external scripts or styles');
const nuiCss = [...nuiHtml.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
for (const pattern of FORBIDDEN_CSS) if (nuiCss.includes(pattern)) failures.push(`NUI CSS uses ${pattern} (not in Chromium 103)`);

// Web: what index.html loads before any route chunk.
const webHtml = readFileSync('dist/web/index.html', 'utf8');
const initial = [...webHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
let webSize = 0;
for (const file of new Set(initial)) {
  const content = readFileSync(join('dist/web', file));
  const size = gzip9(content);
  webSize += size;
  console.log(`  web ${file}: ${kb(size)} gzip -9`);
  for (const { name, text } of NOT_FIRST_LOAD) if (content.includes(text)) failures.push(`${name} is in the web first load (${file})`);
}
console.log(`Web initial JS + CSS: ${kb(webSize)} gzip -9 (budget ${kb(BUDGET.webInitialGzip)})`);
if (webSize > BUDGET.webInitialGzip) failures.push('web initial JS + CSS is over budget');

if (failures.length) {
  console.error(`Budget FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets: all within limits.');
