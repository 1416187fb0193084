// Idle budget of DESIGN.md: while the game hides the NUI page (display:none after
// `close`), its main thread works at most 1 ms per second and never lays out.
// Drives the built dist/nui/index.html in Debian's Chromium, as the game would.
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { BROWSER_ARGS } from './browser-args';

const FILE = pathToFileURL(process.env.NUI_FILE ?? 'dist/nui/index.html').href;
const WINDOW_MS = 5000;
const BUDGET_MS_PER_S = 1;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: BROWSER_ARGS,
});
try {
  const page = await browser.newPage();
  await page.addInitScript(() => Object.assign(window, { GetParentResourceName: () => 'hurricane_shop', invokeNative: () => {} }));
  await page.route('https://hurricane_shop/**', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  await page.goto(FILE);
  const send = (action: string) => page.evaluate((a) => window.postMessage({ action: a }, '*'), action);
  await send('open');
  await page.waitForTimeout(2500); // config wait, first render, first queries
  await send('close');
  await page.waitForTimeout(500);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metrics();
  await page.waitForTimeout(WINDOW_MS);
  const after = await metrics();

  const taskMs = ((after.TaskDuration! - before.TaskDuration!) * 1000) / (WINDOW_MS / 1000);
  const layouts = after.LayoutCount! - before.LayoutCount!;
  const styles = after.RecalcStyleCount! - before.RecalcStyleCount!;
  console.log(`NUI hidden for ${WINDOW_MS / 1000} s: main thread ${taskMs.toFixed(2)} ms/s (budget ${BUDGET_MS_PER_S}), ${layouts} layouts, ${styles} style recalcs`);
  if (taskMs > BUDGET_MS_PER_S || layouts > 0) {
    console.error('Idle budget FAILED');
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
