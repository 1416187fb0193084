import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from './app-env';

const NOT_SPA = /^\/(api|sandbox)(\/|$)/;
/** Page addresses (no file extension) and the index itself get the page, with its config. */
const PAGE = /^(?:\/[^.]*|\/index\.html)$/;

/**
 * The built web target, with the SPA fallback: any other GET page answers index.html.
 * The page carries its runtime config inline, so the shop starts without a round trip
 * for /config.json (which stays available for other hosts).
 */
export function staticSite(webRoot: string, config: (c: AppContext) => unknown): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('*', async (c, next) => {
    if (NOT_SPA.test(c.req.path) || !PAGE.test(c.req.path)) return next();
    const index = join(webRoot, 'index.html');
    if (!existsSync(index)) return c.text('La version web n’est pas construite : lancez `npm run build:web`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(withInlineConfig(await readFile(index, 'utf8'), config(c)));
  });
  // serveStatic resolves its root against the working directory.
  if (existsSync(webRoot)) app.use('*', serveStatic({ root: relative(process.cwd(), webRoot) || '.' }));
  return app;
}

/** `<` is escaped so no value can close the script element. */
export function withInlineConfig(html: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="shop-config" type="application/json">${json}</script></head>`);
}
