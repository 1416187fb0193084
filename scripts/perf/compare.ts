// The web home's first visit side by side with another store's home page (the Tebex
// Headless template, say, served on this machine), as measure.ts takes it: a visitor's
// browser without DevTools, fresh context, 4x CPU; the two pages in interleaved pairs,
// so both see the same moments of a shared machine. Prints each figure's medians and
// the shop's ratio to the other (ratio of the medians, and the median of the pairs'
// ratios), then the bytes each first load transfers. Builds first (npm run build:web), then:
//   npx tsx scripts/perf/compare.ts http://127.0.0.1:4600/
// COMPARE_PAIRS sets the number of pairs (12). Both pages must be served from this machine.
import { chromium } from 'playwright-core';
import { resolve } from 'node:path';
import { freePort, startServer } from '../local-server';
import { BROWSER_ARGS } from '../browser-args';
import { VisitorBrowser, type FirstVisit } from './visitor-browser';

const CPU_SLOWDOWN = 4;
const PAIRS = Number(process.env.COMPARE_PAIRS ?? 12);
const WEB_ROOT = resolve(process.env.PERF_WEB_ROOT ?? 'dist/web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** After the network is quiet, what loads at idle time still counts as the first load's bytes. */
const IDLE_MS = 3000;
const FIGURES = ['fcp', 'lcp', 'tbt'] as const satisfies readonly (keyof FirstVisit)[];
/** Between two visits: the last one's page process has ended, so its exit does not weigh on the next one's load. */
const PAUSE_MS = 1500;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ratio = (shop: number, other: number) => (other > 0 ? `${(shop / other).toFixed(2)}x` : 'n/a');

/** Every byte a first visit of `url` receives (headers and bodies as sent), until the page is idle. */
async function firstLoadBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize)));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(IDLE_MS);
    return (await Promise.all(sizes)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await browser.close();
  }
}

async function main() {
  const other = process.argv[2];
  if (!other || !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(other)) throw new Error('give the other store’s home, served on this machine: http://127.0.0.1:<port>/');
  const port = await freePort();
  const server = await startServer(port, WEB_ROOT);
  const shop = `http://localhost:${port}/`;
  // Both servers warm, as a serving store is.
  for (const url of [shop, other]) await fetch(url);
  const visitor = VisitorBrowser.launch(CHROMIUM, BROWSER_ARGS);
  const runs = { shop: [] as FirstVisit[], other: [] as FirstVisit[] };
  try {
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternating which goes first, so neither always follows the other.
      const order = pair % 2 ? (['other', 'shop'] as const) : (['shop', 'other'] as const);
      for (const which of order) {
        runs[which].push(await visitor.firstVisit(which === 'shop' ? shop : other, CPU_SLOWDOWN));
        await new Promise((paused) => setTimeout(paused, PAUSE_MS));
      }
    }
    const bytes = { shop: await firstLoadBytes(shop), other: await firstLoadBytes(other) };
    console.log(`First visit of the home at ${CPU_SLOWDOWN}x CPU, ${PAIRS} interleaved pairs, medians (ms): shop | ${other} | ratio of medians | median of the pairs' ratios`);
    for (const figure of FIGURES) {
      const mine = runs.shop.map((run) => run[figure]);
      const theirs = runs.other.map((run) => run[figure]);
      const pairs = mine.flatMap((value, i) => (theirs[i]! > 0 ? [value / theirs[i]!] : []));
      console.log(
        `  ${figure.toUpperCase()}: ${Math.round(median(mine))} | ${Math.round(median(theirs))} | ${ratio(median(mine), median(theirs))} | ${pairs.length ? `${median(pairs).toFixed(2)}x` : 'n/a'}`,
      );
      console.log(`    runs: ${mine.map(Math.round).join(', ')} | ${theirs.map(Math.round).join(', ')}`);
    }
    console.log(`  bytes of the first load: ${(bytes.shop / 1024).toFixed(1)} KB | ${(bytes.other / 1024).toFixed(1)} KB | ${ratio(bytes.shop, bytes.other)}`);
  } finally {
    await visitor.close();
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
