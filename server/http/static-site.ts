import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './app-env';

const NOT_SPA = /^\/(api|sandbox)(\/|$)/;

/** The built web target, with the SPA fallback: any other GET page answers index.html. */
export function staticSite(webRoot: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // serveStatic resolves its root against the working directory.
  if (existsSync(webRoot)) app.use('*', serveStatic({ root: relative(process.cwd(), webRoot) || '.' }));
  app.get('*', async (c, next) => {
    if (NOT_SPA.test(c.req.path)) return next();
    const index = join(webRoot, 'index.html');
    if (!existsSync(index)) return c.text('La version web n’est pas construite : lancez `npm run build:web`.', 503);
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(index, 'utf8'));
  });
  return app;
}
