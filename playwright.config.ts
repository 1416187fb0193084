import { defineConfig } from '@playwright/test';

// e2e on real browsers, no download: Debian's Chromium, and the game's own
// Chromium 103 (from @sparticuz/chromium) for the in-game file.
import { CHROMIUM_103 } from './e2e/chromium-103';
import { BROWSER_ARGS } from './scripts/browser-args';

const PORT = Number(process.env.E2E_PORT ?? 4174);
// web/identity.spec.ts changes the whole shop's settings (and sets them back): last, alone.
// web/sales.spec.ts runs a sale (every page's prices change while it runs): alone too.
const DEMO_ACCOUNT_CHANGERS = ['web/admin.spec.ts', 'web/sales.spec.ts', 'web/subscriptions.spec.ts', 'web/identity.spec.ts'];
/** `web/admin.spec.ts` runs in the project `web-admin`. */
const projectOf = (spec: string) => spec.replace(/^web\/(.*)\.spec\.ts$/, 'web-$1');
const systemChromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...BROWSER_ARGS, '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { locale: 'fr-FR', timezoneId: 'Europe/Paris', trace: 'off' },
  projects: [
    {
      name: 'web',
      testMatch: 'web/**/*.spec.ts',
      testIgnore: DEMO_ACCOUNT_CHANGERS,
      use: { baseURL: `http://localhost:${PORT}`, launchOptions: systemChromium },
    },
    // They change demo's balance and rank from outside the page (an admin, Tebex's webhooks):
    // each runs alone, once the specs reading demo's balance around a purchase are done.
    ...DEMO_ACCOUNT_CHANGERS.map((spec, i) => ({
      name: projectOf(spec),
      testMatch: spec,
      dependencies: [i === 0 ? 'web' : projectOf(DEMO_ACCOUNT_CHANGERS[i - 1]!)],
      use: { baseURL: `http://localhost:${PORT}`, launchOptions: systemChromium },
    })),
    { name: 'nui', testMatch: 'nui/**/*.spec.ts', use: { launchOptions: systemChromium } },
    {
      name: 'nui-chromium-103',
      testMatch: 'nui/**/*.spec.ts',
      // Unpacked by the global setup; the game's browser is this version.
      use: { launchOptions: { executablePath: CHROMIUM_103, args: BROWSER_ARGS } },
    },
  ],
  webServer: {
    command: 'tsx server/main.ts',
    url: `http://localhost:${PORT}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A fresh in-memory database each run.
    // E2E_WEB_ROOT lets parallel work serve its own build (default dist/web).
    env: { PORT: String(PORT), DATA_DIR: 'memory://', ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}) },
  },
});
