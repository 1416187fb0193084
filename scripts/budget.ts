// Size and CSS budgets of DESIGN.md, measured on the built targets (npm run build first):
// the NUI file, the web's first load, and the web once its idle-time chunks are in
// (the web build served and opened in Chromium). Prints every figure, then fails if any is over.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, startServer } from './local-server';
import { BROWSER_ARGS } from './browser-args';

const KB = 1024;
const BUDGET = { nuiGzip: 75 * KB, webInitialGzip: 110 * KB, webIdleGzip: 150 * KB };
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
const WEB_ROOT = 'dist/web';
/** After network idle, long enough for the idle-time preloads (requestIdleCallback, 1 s time-out) to have loaded. */
const IDLE_WAIT_MS = 3000;

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
// One character beyond Latin-1 makes the browser hold the whole script as two-byte text (vite.config.nui.ts).
const nuiCode = [...nuiHtml.matchAll(/<(script|style)[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]).join('\n');
if (/[^\0-\xff]/.test(nuiCode)) failures.push('NUI script or style has a character beyond Latin-1 (not written as an escape)');

/** Prints each file's gzip -9 size and returns their sum. */
function webSize(label: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) {
    const size = gzip9(readFileSync(join(WEB_ROOT, file)));
    total += size;
    console.log(`  ${label} ${file}: ${kb(size)} gzip -9`);
  }
  return total;
}

/** The .js and .css paths (relative to WEB_ROOT) that `/` fetches until idle, in request order. */
async function idleFetches(): Promise<Set<string>> {
  const port = await freePort();
  const server = await startServer(port, WEB_ROOT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'fr-FR' });
    const files = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path.slice(1));
    });
    await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(IDLE_WAIT_MS);
    return files;
  } finally {
    await browser.close();
    server.kill();
  }
}

// Web: what index.html loads, and the shop's code its entry loads once the first paint
// is on screen (start.ts and its imports, from the build's manifest), before any route chunk.
const webHtml = readFileSync(join(WEB_ROOT, 'index.html'), 'utf8');
const initial = new Set([...webHtml.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!));
const manifest = JSON.parse(readFileSync(join(WEB_ROOT, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; css?: string[] }>;
const addWithImports = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no ${key} in the web build's manifest`);
  if (initial.has(chunk.file)) return;
  initial.add(chunk.file);
  chunk.css?.forEach((file) => initial.add(file));
  chunk.imports?.forEach(addWithImports);
};
addWithImports('start.ts');
const initialSize = webSize('web', initial);
console.log(`Web initial JS + CSS: ${kb(initialSize)} gzip -9 (budget ${kb(BUDGET.webInitialGzip)})`);
if (initialSize > BUDGET.webInitialGzip) failures.push('web initial JS + CSS is over budget');
for (const file of initial) {
  const content = readFileSync(join(WEB_ROOT, file), 'utf8');
  for (const { name, text } of NOT_FIRST_LOAD) if (content.includes(text)) failures.push(`${name} is in the web first load (${file})`);
}

// The server's page renderer: React's production build inside it, whatever NODE_ENV the server runs with.
const rendererFiles = ['dist/web-ssr/prerender.js', ...readdirSync('dist/web-ssr/assets').map((file) => `dist/web-ssr/assets/${file}`)];
const renderer = rendererFiles.map((file) => readFileSync(file, 'utf8')).join('\n');
if (/\bfrom\s*["']react(-dom)?[/"']/.test(renderer)) failures.push('the page renderer (dist/web-ssr) imports React from node_modules');
if (renderer.includes('Each child in a list should have a unique')) failures.push("the page renderer (dist/web-ssr) carries React's development build");
console.log(`Page renderer dist/web-ssr: ${rendererFiles.length} files, React's production build inside`);

// Web once idle: every script and style sheet a visitor of / has fetched by then.
const fetched = await idleFetches();
const admin = [...fetched].filter((file) => file.includes('admin'));
for (const file of admin) console.log(`  web idle ${file}: fetched, not counted (the admin console)`);
const idleSize = webSize('web idle', [...fetched].filter((file) => !admin.includes(file)));
console.log(`Web JS + CSS once idle chunks are in: ${kb(idleSize)} gzip -9 (budget ${kb(BUDGET.webIdleGzip)})`);
if (idleSize > BUDGET.webIdleGzip) failures.push('web JS + CSS once idle is over budget');

if (failures.length) {
  console.error(`Budget FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('Budgets: all within limits.');
