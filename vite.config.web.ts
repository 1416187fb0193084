import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { JSX_OPTIONS, chrome103Build } from './scripts/vite-shared';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Web target: React 19, one chunk per route, built for the game's Chromium 103 too.
export default defineConfig({
  root: dir('./targets/web'),
  publicDir: dir('./public'),
  oxc: JSX_OPTIONS,
  // wouter's shim for React < 18; React 19 has the hook.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }] },
  build: chrome103Build(dir('./dist/web')),
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/config.json', '/images'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 4173}`]),
    ),
  },
});
