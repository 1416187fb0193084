// A screenshot gallery of the shop's key pages, to review its look in a minute: the
// web at 390, 1366 and 1920 px, and the in-game file at 1920 px, against the built
// targets and the reference server (fresh demo data). Builds first (npm run build),
// then `npm run shots`; writes shots/*.png and shots/index.html (side by side).
// SHOTS_WEB_ROOT / SHOTS_NUI_FILE point at other builds.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort, startServer } from './local-server';
import { BROWSER_ARGS } from './browser-args';

const WEB_ROOT = resolve(process.env.SHOTS_WEB_ROOT ?? 'dist/web');
const NUI_FILE = resolve(process.env.SHOTS_NUI_FILE ?? 'dist/nui/index.html');
const OUT = resolve('shots');
const WIDTHS = [390, 1366, 1920] as const;
const HEIGHT = { 390: 844, 1366: 768, 1920: 1080 } as const;

interface Shot {
  name: string;
  path: string;
  loggedIn?: boolean;
  /** What a player does on the page before the picture. */
  act?: (page: Page) => Promise<void>;
}

/** The user menu, in the bar or, on a phone, in the drawer. */
async function openMenu(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu de demo' }).filter({ visible: true });
  if (!(await menu.count())) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await menu.first().click();
}

const SHOTS: Shot[] = [
  { name: 'accueil', path: '/' },
  ...['abonnements', 'tokens', 'packs', 'objets', 'vehicules', 'armes'].map((category) => ({ name: category, path: `/${category}` })),
  { name: 'produit', path: '/vehicules/zentorno' },
  {
    name: 'panier',
    path: '/objets',
    loggedIn: true,
    act: async (page) => {
      await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
      await page.getByRole('button', { name: /^Panier/ }).filter({ visible: true }).first().click();
    },
  },
  { name: 'boutique-du-jour', path: '/daily-shop', loggedIn: true },
  {
    name: 'connexion',
    path: '/',
    act: async (page) => {
      const login = page.getByRole('button', { name: 'Connexion', exact: true }).filter({ visible: true });
      if (!(await login.count())) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await login.first().click();
    },
  },
  {
    name: 'personnages',
    path: '/',
    loggedIn: true,
    act: async (page) => {
      await openMenu(page);
      await page.getByRole('menuitem', { name: 'Sélection de personnage' }).click();
    },
  },
  {
    name: 'historique',
    path: '/',
    loggedIn: true,
    act: async (page) => {
      await openMenu(page);
      await page.getByRole('menuitem', { name: 'Historique des transactions' }).click();
    },
  },
  { name: 'contact', path: '/contact' },
  { name: '404', path: '/nulle-part' },
];

/** The shop has started: its server-rendered first paint (an inert wrapper) is replaced. */
async function started(page: Page) {
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null && document.querySelector('#root')?.childElementCount, null, { timeout: 15_000 });
}

async function webShot(browser: Browser, base: string, shot: Shot, width: (typeof WIDTHS)[number]): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] }, locale: 'fr-FR', timezoneId: 'Europe/Paris', baseURL: base });
  const page = await context.newPage();
  if (shot.loggedIn) await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234', remember: true } });
  await page.goto(shot.path);
  await started(page);
  await shot.act?.(page);
  // Images decoded, transitions over.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  const file = `${shot.name}-${width}.png`;
  await page.screenshot({ path: `${OUT}/${file}` });
  await context.close();
  return file;
}

/** In game: the resource's page, answered by a game that sends `open` (no server of its own). */
async function nuiShot(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  const config = { ...((await (await fetch(`${base}/config.json`)).json()) as object), apiBaseUrl: base };
  await page.addInitScript({ content: 'window.GetParentResourceName = () => "hurricane_shop"; window.invokeNative = () => {};' });
  await page.route('https://hurricane_shop/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(new URL(route.request().url()).pathname === '/ready' ? config : {}) }),
  );
  await page.goto(pathToFileURL(NUI_FILE).href);
  await page.waitForTimeout(1500);
  await page.evaluate(() => window.postMessage({ action: 'open' }, '*'));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const file = 'en-jeu-1920.png';
  await page.screenshot({ path: `${OUT}/${file}` });
  await context.close();
  return file;
}

function gallery(rows: { name: string; files: string[] }[]): string {
  const cells = rows
    .map(({ name, files }) => `<section><h2>${name}</h2><div class="row">${files.map((f) => `<a href="${f}"><img src="${f}" alt="${f}" loading="lazy"></a>`).join('')}</div></section>`)
    .join('\n');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boutique Hurricane : captures</title>
<style>body{margin:1rem;font-family:system-ui,sans-serif;background:#111;color:#eee}section{margin-bottom:2rem}
.row{display:flex;gap:1rem;align-items:flex-start}img{display:block;height:360px;width:auto;border:1px solid #333}</style></head>
<body><h1>Boutique Hurricane : captures (web 390, 1366, 1920 px ; en jeu 1920 px)</h1>
${cells}</body></html>`;
}

async function main() {
  if (!existsSync(`${WEB_ROOT}/index.html`)) throw new Error(`no web build in ${WEB_ROOT} (npm run build)`);
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(port, WEB_ROOT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
  });
  try {
    const rows: { name: string; files: string[] }[] = [];
    for (const shot of SHOTS) {
      const files: string[] = [];
      for (const width of WIDTHS) files.push(await webShot(browser, base, shot, width));
      rows.push({ name: shot.name, files });
      console.log(`  ${shot.name}`);
    }
    if (existsSync(NUI_FILE)) rows.push({ name: 'en jeu', files: [await nuiShot(browser, base)] });
    writeFileSync(`${OUT}/index.html`, gallery(rows));
    console.log(`${rows.reduce((n, r) => n + r.files.length, 0)} captures: ${OUT}/index.html`);
  } finally {
    await browser.close();
    server.kill();
  }
}

await main();
