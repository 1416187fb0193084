import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

import { quietDirectives } from './scripts/build-warnings';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Web target: React 19, one chunk per route, built for the game's Chromium 103 too.
export default defineConfig({
  root: dir('./targets/web'),
  publicDir: dir('./public'),
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    target: 'chrome103',
    cssTarget: 'chrome103',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { onwarn: quietDirectives },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/config.json', '/images'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 4173}`]),
    ),
  },
});
