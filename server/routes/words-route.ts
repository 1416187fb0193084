// GET /api/words/en.js: the web build's English chunk (src/i18n/english.ts), for the game,
// whose single file carries French only (README "Languages"). The build's manifest names
// the chunk's hashed file; the game keeps the code it got and asks again at each start.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { wordsEndpoints } from '../../src/api/contract/words';

/** The manifest names sources from the web build's root (targets/web): "../../src/i18n/english.ts". */
const ENGLISH_SOURCE = /(^|\/)src\/i18n\/english\.ts$/;

export function wordsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const webRoot = deps.webRoot ?? join(process.cwd(), 'dist', 'web');
  app.get(wordsEndpoints.english.path, async (c) => {
    const manifest = JSON.parse(await readFile(join(webRoot, '.vite', 'manifest.json'), 'utf8').catch(() => '{}')) as Record<string, { file?: string }>;
    const file = Object.entries(manifest).find(([source]) => ENGLISH_SOURCE.test(source))?.[1].file;
    if (!file) return c.json({ error: 'Les textes anglais ne sont pas construits.' }, 404);
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(await readFile(join(webRoot, file), 'utf8'));
  });
  return app;
}
