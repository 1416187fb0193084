import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Locale } from '../../src/api/contract/shop-identity';
import type { AppContext, AppEnv } from './app-env';
import { IMMUTABLE_CACHE } from './cache-control';
import { wholeGzip } from './whole-gzip';

const NOT_SPA = /^\/(api|sandbox)(\/|$)/;
/** Page addresses (no file extension) and the index itself get the page, with its config. */
const PAGE = /^(?:\/[^.]*|\/index\.html)$/;

/**
 * The built web target, with the SPA fallback: any other GET page answers index.html.
 * The page carries data inline (script elements of JSON by id: the runtime config,
 * the catalogue), so the shop starts without round trips for them (/config.json and
 * /api/shopVer stay available for other hosts and for updates).
 */
export interface PageExtras {
  /** JSON put in the page as script elements, by id. */
  inline: Record<string, unknown>;
  /** Images the page shows first (the home's best seller): fetched while the code loads, the variant its `srcset` and `sizes` pick. */
  preloadImages?: { href: string; srcset?: string | undefined; sizes: string }[];
  /** Markup of the page's first paint, put in `#root`, where the shop's first render replaces it. */
  root?: string | undefined;
  /** Headers of the page's answer (its Content-Security-Policy). */
  headers?: Record<string, string>;
  /** The language of the first paint (`<html lang>`); without it, the page's own. */
  language?: Locale;
  /** From the shop's settings: the tab's title until the shop titles the page, the site icon (its logo) and the root's colours. */
  brand?: { title: string; icon: string | null; style: string };
}

export function staticSite(webRoot: string, extras: (c: AppContext) => Promise<PageExtras>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Pages in gzip (the home: 35 KB, 7 KB sent); the built scripts go as compressed at
  // build time, the .gz beside each (serveStatic's precompressed).
  app.use('*', wholeGzip());
  app.get('*', async (c, next) => {
    if (NOT_SPA.test(c.req.path) || !PAGE.test(c.req.path)) return next();
    const index = join(webRoot, 'index.html');
    if (!existsSync(index)) return c.text('La version web n’est pas construite : lancez `npm run build:web`.', 503);
    // The page carries the session's account: never kept by a shared cache.
    c.header('Cache-Control', 'private, no-cache');
    const pageExtras = await extras(c);
    for (const [name, value] of Object.entries(pageExtras.headers ?? {})) c.header(name, value);
    return c.html(withPageExtras(await readFile(index, 'utf8'), pageExtras));
  });
  // The build names each of its scripts and styles by its content's hash.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', IMMUTABLE_CACHE);
  });
  // serveStatic resolves its root against the working directory.
  if (existsSync(webRoot)) app.use('*', serveStatic({ root: relative(process.cwd(), webRoot) || '.', precompressed: true }));
  return app;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * One JSON script element per id at the end of the body (`<` is escaped so no value can close its element),
 * one high-priority image preload per image, the shop's title and icon, and the first paint's markup.
 */
export function withPageExtras(html: string, { inline, preloadImages = [], root, brand, language }: PageExtras): string {
  const preloads = preloadImages.map(
    ({ href, srcset, sizes }) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}"${srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : ''}>`,
  );
  const scripts = Object.entries(inline).map(
    ([id, value]) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`,
  );
  // The data after the first paint's markup: the parser reaches the markup, and the
  // browser can paint it, before it reads the catalogue (about 27 KB; FCP 548 -> 512 ms at 4x).
  let page = html.replace('</head>', () => `${preloads.join('')}</head>`).replace('</body>', () => `${scripts.join('')}</body>`);
  if (language) page = page.replace(/<html( lang="[^"]*")?/, `<html lang="${language}"`);
  if (brand) {
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(brand.title)}</title>`);
    page = page.replace(/<html([^>]*)>/, (_, attributes: string) => `<html${attributes} style="${attribute(brand.style)}">`);
    if (brand.icon) page = page.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${attribute(brand.icon!)}" />`);
  }
  return root ? page.replace(EMPTY_ROOT, () => `<div id="root">${root}</div>`) : page;
}
