// A first visit as a visitor's browser makes it, and the in-game page's starts as the
// game's browser makes them, without DevTools: Chromium driven through
// --remote-debugging-pipe with the Target, Page and Emulation domains only.
//
// Why not Playwright here: Playwright enables the Runtime domain, and with it V8
// records a full stack, source positions included, for every Error created. React
// DOM creates five at its module's evaluation, and V8 then parses the whole 200 KB
// chunk again (V8.CollectSourcePositions, 150 to 200 ms at 4x CPU). A visitor's
// browser never does that. Same build, 6 interleaved runs each, TBT medians: 38 ms
// with these domains only, 55 with Network on as well, 252 with Runtime on. The in-game
// first start in Chromium 103, 6 runs each: LCP 885 ms bare, 964 with Runtime and
// Network on (each request then records its initiator's stack).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** The page's own figures, in ms from navigation. */
export interface FirstVisit {
  fcp: number;
  lcp: number;
  /** Total blocking time: what the long tasks from FCP to 500 ms after the last response hold past 50 ms. */
  tbt: number;
}

/** Recorded by the page itself from its start. */
const OBSERVERS = `(() => {
  const w = window; w.__fcp = 0; w.__lcp = 0; w.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
})()`;

/** The same window as the Playwright runs (network idle, then 500 ms), from the page's resource timings. */
const FIGURES = `JSON.stringify((() => {
  const w = window;
  const quiet = Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd)) + 500;
  const tbt = w.__longTasks.filter(([start]) => start >= w.__fcp && start < quiet).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { fcp: w.__fcp, lcp: w.__lcp, tbt };
})())`;

/** Long enough at 4x CPU for the page, its chunks and its idle-time loads, with the quiet half-second after them. */
const SETTLE_MS = 5000;
/** Long enough for an empty page to load before the next navigation. */
const BLANK_MS = 500;

/** What the in-game page showed once it had started. */
const GAME_FIGURES = `JSON.stringify({ lcp: window.__lcp, bestSellers: document.querySelectorAll('section[aria-roledescription="carousel"] img').length })`;

/** The in-game page's home LCP on a start, in ms from navigation, and whether its best sellers showed. */
export interface GameStart {
  lcp: number;
  bestSellers: number;
}

export class VisitorBrowser {
  private nextId = 0;
  private readonly pending = new Map<number, { done: (result: unknown) => void; fail: (error: Error) => void }>();
  private buffer = '';

  private constructor(
    private readonly process: ReturnType<typeof spawn>,
    private readonly profile: string,
  ) {
    const output = process.stdio[4] as Readable;
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      this.buffer += chunk;
      let end;
      while ((end = this.buffer.indexOf('\0')) >= 0) {
        const message = JSON.parse(this.buffer.slice(0, end)) as { id?: number; result?: unknown; error?: { message: string } };
        this.buffer = this.buffer.slice(end + 1);
        const call = message.id === undefined ? undefined : this.pending.get(message.id);
        if (!call) continue;
        this.pending.delete(message.id!);
        if (message.error) call.fail(new Error(message.error.message));
        else call.done(message.result);
      }
    });
  }

  /** `headless`: Chromium 103 (the game's) knows only the old headless mode. */
  static launch(executablePath: string, args: readonly string[], headless = '--headless=new'): VisitorBrowser {
    const profile = mkdtempSync(join(tmpdir(), 'visitor-'));
    const child = spawn(executablePath, [headless, ...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    return new VisitorBrowser(child, profile);
  }

  private send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = ++this.nextId;
    return new Promise<T>((done, fail) => {
      this.pending.set(id, { done: done as (result: unknown) => void, fail });
      (this.process.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  }

  /** `url` in a fresh context (empty cache and storage) at `cpuSlowdown`x CPU. */
  firstVisit(url: string, cpuSlowdown: number): Promise<FirstVisit> {
    return this.inFreshPage(cpuSlowdown, OBSERVERS, async (navigate, evaluate) => {
      await navigate(url, SETTLE_MS);
      // Evaluated once, after the window: Runtime itself is never enabled.
      return JSON.parse(await evaluate(FIGURES)) as FirstVisit;
    });
  }

  /**
   * The in-game page `url` started twice in a fresh context, each time after `blankUrl`
   * (the game's renderer is running already): nothing stored, then with what the first
   * start stored. `init` plays the game's side (its NUI callbacks) from each document's start.
   */
  gameStarts(url: string, blankUrl: string, init: string, cpuSlowdown: number, settleMs: number): Promise<[GameStart, GameStart]> {
    return this.inFreshPage(cpuSlowdown, `${init};${OBSERVERS}`, async (navigate, evaluate) => {
      const start = async () => {
        await navigate(blankUrl, BLANK_MS);
        await navigate(url, settleMs);
        return JSON.parse(await evaluate(GAME_FIGURES)) as GameStart;
      };
      const first = await start();
      return [first, await start()];
    });
  }

  /** A page of a fresh context (empty cache and storage) at `cpuSlowdown`x CPU, running `init` at each document's start. */
  private async inFreshPage<T>(
    cpuSlowdown: number,
    init: string,
    use: (navigate: (url: string, settleMs: number) => Promise<void>, evaluate: (expression: string) => Promise<string>) => Promise<T>,
  ): Promise<T> {
    const { browserContextId } = await this.send<{ browserContextId: string }>('Target.createBrowserContext');
    try {
      const { targetId } = await this.send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await this.send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true });
      await this.send('Emulation.setDeviceMetricsOverride', { width: 1366, height: 800, deviceScaleFactor: 1, mobile: false }, sessionId);
      await this.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown }, sessionId);
      await this.send('Page.enable', {}, sessionId);
      await this.send('Page.addScriptToEvaluateOnNewDocument', { source: init }, sessionId);
      const navigate = async (url: string, settleMs: number) => {
        await this.send('Page.navigate', { url }, sessionId);
        await new Promise((settled) => setTimeout(settled, settleMs));
      };
      const evaluate = async (expression: string) =>
        (await this.send<{ result: { value: string } }>('Runtime.evaluate', { expression, returnByValue: true }, sessionId)).result.value;
      return await use(navigate, evaluate);
    } finally {
      await this.send('Target.disposeBrowserContext', { browserContextId });
    }
  }

  async close() {
    const exited = new Promise((done) => this.process.once('exit', done));
    this.process.kill();
    await exited;
    rmSync(this.profile, { recursive: true, force: true });
  }
}
