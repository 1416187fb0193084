// Browsing performance budgets of DESIGN.md, measured (not a timed test) at 4x CPU
// throttling in Chromium: home LCP (web and NUI, first start and with the stored
// catalogue), click to paint when opening an item, switching category, clicking
// "Acheter" (and that click's own next paint) and opening the basket recap, F2 to
// paint in game, and CLS. Builds first (npm run build), then:
//   npx tsx scripts/perf/measure.ts
// PERF_WEB_ROOT / PERF_NUI_FILE point at other builds; exits 1 when over budget.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { freePort, startServer } from '../local-server';

const BUDGET = { webLcp: 1000, nuiLcp: 600, click: 100, inputDelay: 50, cls: 0.05 };
/** Long enough for the in-game page to start and paint its home at 4x CPU. */
const NUI_SETTLE_MS = 3000;
const CPU_SLOWDOWN = 4;
/** Runs per measure; each budget is checked on the median, as this shared machine's timings vary by ±30 %. */
const RUNS = 5;
/** Navigation links from the objects page, with the heading each one shows. */
const CATEGORY_LINKS = Object.entries({ 'Armes (FA)': 'Armes', 'Packs (FA)': 'Packs', 'Vehicules (FA)': 'Véhicules', Abonnements: 'Abonnements' });
const WEB_ROOT = resolve(process.env.PERF_WEB_ROOT ?? 'dist/web');
const NUI_FILE = resolve(process.env.PERF_NUI_FILE ?? 'dist/nui/index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Records LCP and layout shifts from the first paint on. */
const OBSERVERS = () => {
  const w = window as unknown as { __lcp: number; __cls: number };
  w.__lcp = 0;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

async function throttledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // tsx keeps function names with a __name helper that the page lacks.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.addInitScript(OBSERVERS);
  return page;
}

const metrics = (page: Page) => page.evaluate(() => ({ lcp: (window as never as { __lcp: number }).__lcp, cls: (window as never as { __cls: number }).__cls }));

/**
 * Click to paint, as the browser's Event Timing API measures it (the click's
 * `duration`: from the click to the next frame painted after its handlers) when
 * `selector` shows `text` by that frame; otherwise until the frame after it does.
 * A click under 16 ms gets no Event Timing entry: then the content's frame is used.
 */
async function clickToPaint(page: Page, click: () => Promise<void>, selector: string, text: string): Promise<number> {
  await page.evaluate(([sel, expected]) => {
    const w = window as unknown as { __clickMs: Promise<number> };
    w.__clickMs = new Promise((done) => {
      let clickAt = 0;
      let contentAt = 0;
      const frameAfterContent = () => requestAnimationFrame(() => setTimeout(() => done(performance.now() - clickAt), 0));
      window.addEventListener('click', (event) => void (clickAt = event.timeStamp), { capture: true, once: true });
      const content = new MutationObserver(() => {
        if (document.querySelector(sel)?.textContent !== expected) return;
        contentAt = performance.now();
        content.disconnect();
      });
      content.observe(document.body, { childList: true, subtree: true, characterData: true });
      const timing = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((e) => e.name === 'click');
        if (!entry) return;
        timing.disconnect();
        (window as unknown as { __clickNextPaintMs: number }).__clickNextPaintMs = entry.duration;
        if (contentAt && contentAt <= entry.startTime + entry.duration) done(entry.duration);
        else waitForContent();
      });
      timing.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      const waitForContent = () => (contentAt ? frameAfterContent() : setTimeout(waitForContent, 5));
      setTimeout(() => (timing.disconnect(), waitForContent()), 1000);
    });
  }, [selector, text] as const);
  await click();
  return page.evaluate(() => (window as unknown as { __clickMs: Promise<number> }).__clickMs);
}

/** The last measured click's own next paint (Event Timing duration; under 16 ms it has no entry). */
const clickNextPaint = (page: Page) => page.evaluate(() => (window as unknown as { __clickNextPaintMs?: number }).__clickNextPaintMs ?? 16);

/** How long a person holds the mouse button down in a click. */
const PRESS_MS = 80;

/**
 * A person's click on the element: the pointer reaches it first (hover handlers
 * run then), the button goes down, then up PRESS_MS later; the click event, from
 * which the time is measured, fires on the way up. Plain mouse events at the
 * element's centre: Playwright's locator.click() runs its own hit-target checks in
 * the page during the click, which would be counted as the shop's time.
 */
async function mouseClick(target: Locator): Promise<() => Promise<void>> {
  // As a person would, scrolled to first: a card of the second row can sit below the fold.
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to click');
  const mouse = target.page().mouse;
  await mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await target.page().waitForTimeout(300);
  return async () => {
    await mouse.down();
    await target.page().waitForTimeout(PRESS_MS);
    await mouse.up();
  };
}

/** The game's side of the NUI callbacks: `ready` answers the configuration. */
async function answerNuiCallbacks(page: Page, base: string): Promise<void> {
  await page.route('https://hurricane_shop/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(new URL(route.request().url()).pathname === '/ready' ? { apiBaseUrl: base } : {}) }),
  );
}

/**
 * In game the page loads hidden when the player joins, and shows on F2: the time
 * from the game's `open` message to the next painted frame, with the home ready.
 */
async function openInGameToPaint(browser: Browser, base: string): Promise<number> {
  const page = await throttledPage(browser);
  await page.addInitScript({ content: 'window.GetParentResourceName = () => "hurricane_shop"; window.invokeNative = () => {};' });
  await answerNuiCallbacks(page, base);
  await page.goto(pathToFileURL(NUI_FILE).href);
  await page.locator('section[aria-roledescription="carousel"] img').first().waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForTimeout(2000);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        const sent = performance.now();
        window.postMessage({ action: 'open' }, '*');
        const painted = () => requestAnimationFrame(() => setTimeout(() => done(performance.now() - sent), 0));
        const shown = () => (document.querySelector('section[aria-roledescription="carousel"] img')?.getClientRects().length ? painted() : setTimeout(shown, 5));
        setTimeout(shown, 0);
      }),
  );
  await page.context().close();
  return ms;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error(`no web build in ${WEB_ROOT} (npm run build:web)`);
  const port = await freePort();
  const server = await startServer(port, WEB_ROOT);
  const base = `http://localhost:${port}`;
  // A serving shop is warm: its first answers are not the visitor's.
  for (const path of ['/', '/api/shopVer', '/objets']) await fetch(base + path);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const results: Record<string, number> = {};
  try {
    const cold: number[] = [];
    const warm: number[] = [];
    const shifts: number[] = [];
    const openItem: number[] = [];
    const switchCategory: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await throttledPage(browser);
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const first = await metrics(page);
      cold.push(first.lcp);
      // Second visit: the catalogue is in storage and shows at once.
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const second = await metrics(page);
      warm.push(second.lcp);
      shifts.push(Math.max(first.cls, second.cls));

      await page.goto(`${base}/objets`, { waitUntil: 'networkidle' });
      const card = page.locator('article').nth(run);
      const name = (await card.locator('button').first().textContent()) ?? '';
      const title = await card.locator('button span').last().textContent();
      openItem.push(await clickToPaint(page, await mouseClick(card.locator('button').first()), '[role="dialog"] h2', title ?? name));
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      const [target, heading] = CATEGORY_LINKS[run % CATEGORY_LINKS.length]!;
      const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: target });
      switchCategory.push(await clickToPaint(page, await mouseClick(link), 'main h1', heading));
      const after = await metrics(page);
      shifts.push(after.cls);
      await page.context().close();
    }
    results['web home LCP, first visit (ms)'] = median(cold);
    results['web home LCP, stored catalogue (ms)'] = median(warm);
    results['open an item, click to paint (ms)'] = median(openItem);
    results['switch category, click to paint (ms)'] = median(switchCategory);
    const runs = (values: number[]) => values.map(Math.round).join(', ');
    console.log(`  runs: LCP first ${runs(cold)}; stored ${runs(warm)}; open ${runs(openItem)}; switch ${runs(switchCategory)}`);
    results['CLS (max)'] = Math.max(...shifts);

    // A logged-in player buys: "Acheter" opens the quick buy; the bar's basket opens the recap.
    const buyClick: number[] = [];
    const buyNextPaint: number[] = [];
    const recapClick: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await throttledPage(browser);
      await page.request.post(`${base}/api/login`, { data: { username: 'demo', password: 'demo1234', remember: true } });
      await page.goto(`${base}/objets`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const card = page.locator('article').nth(run);
      buyClick.push(await clickToPaint(page, await mouseClick(card.getByRole('button', { name: 'Acheter' })), '[role="dialog"] h2', 'Achat rapide'));
      buyNextPaint.push(await clickNextPaint(page));
      await page.keyboard.press('Escape');
      await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
      await card.getByRole('button', { name: 'Ajouter au panier' }).click();
      // Back to the top, where the bar (hidden while scrolling down) shows the basket.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(300);
      const basket = page.getByRole('button', { name: /^Panier : / }).first();
      recapClick.push(await clickToPaint(page, await mouseClick(basket), '[role="dialog"] h2', 'Récapitulatif de la transaction'));
      await page.context().close();
    }
    console.log(`  runs: buy ${runs(buyClick)} (next paint ${runs(buyNextPaint)}); recap ${runs(recapClick)}`);
    results['"Acheter", click to quick-buy paint (ms)'] = median(buyClick);
    results['"Acheter", the click\'s next paint (ms)'] = median(buyNextPaint);
    results['open the basket recap, click to paint (ms)'] = median(recapClick);

    if (existsSync(NUI_FILE)) {
      const nuiCold: number[] = [];
      const nuiStored: number[] = [];
      const nuiOpen: number[] = [];
      // Nothing is asked of the page while it starts: a locator's wait would inject
      // Playwright's script into it and poll, which cost 200 to 300 ms at 4x.
      const homeLcp = async (page: Page) => {
        await page.goto(pathToFileURL(NUI_FILE).href);
        await page.waitForTimeout(NUI_SETTLE_MS);
        if ((await page.locator('section[aria-roledescription="carousel"] img').count()) === 0) throw new Error('the NUI home shows no best seller');
        return (await metrics(page)).lcp;
      };
      for (let run = 0; run < RUNS; run++) {
        const page = await throttledPage(browser);
        await answerNuiCallbacks(page, base);
        nuiCold.push(await homeLcp(page));
        // The next game session: the NUI's storage keeps the catalogue.
        nuiStored.push(await homeLcp(page));
        await page.context().close();
        nuiOpen.push(await openInGameToPaint(browser, base));
      }
      console.log(`  runs: NUI LCP first ${runs(nuiCold)}; stored ${runs(nuiStored)}; F2 ${runs(nuiOpen)}`);
      results['NUI home LCP, first start (ms)'] = median(nuiCold);
      results['NUI home LCP, stored catalogue (ms)'] = median(nuiStored);
      results['NUI in game, F2 to painted home (ms)'] = median(nuiOpen);
    }
  } finally {
    await browser.close();
    server.kill();
  }

  const over: string[] = [];
  const check = (name: string, budget: number) => {
    const value = results[name];
    if (value !== undefined && value > budget) over.push(`${name}: ${value.toFixed(name.startsWith('CLS') ? 3 : 0)} > ${budget}`);
  };
  check('web home LCP, first visit (ms)', BUDGET.webLcp);
  check('web home LCP, stored catalogue (ms)', BUDGET.webLcp);
  check('open an item, click to paint (ms)', BUDGET.click);
  check('switch category, click to paint (ms)', BUDGET.click);
  check('"Acheter", click to quick-buy paint (ms)', BUDGET.click);
  check('"Acheter", the click\'s next paint (ms)', BUDGET.inputDelay);
  check('open the basket recap, click to paint (ms)', BUDGET.click);
  check('CLS (max)', BUDGET.cls);
  check('NUI home LCP, first start (ms)', BUDGET.nuiLcp);
  check('NUI home LCP, stored catalogue (ms)', BUDGET.nuiLcp);
  console.log(`Browsing performance at ${CPU_SLOWDOWN}x CPU throttling (${RUNS} runs):`);
  for (const [name, value] of Object.entries(results)) console.log(`  ${name}: ${name.startsWith('CLS') ? value.toFixed(3) : Math.round(value)}`);
  if (over.length) {
    console.error(`Performance budget FAILED:\n- ${over.join('\n- ')}`);
    process.exit(1);
  }
  console.log('Performance: all within budget.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
