import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { JSX_OPTIONS, SHORT_CSS_NAMES, chrome103Build } from './scripts/vite-shared';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const webBuild = chrome103Build(dir('./dist/web'));

// Web target: React 19, one chunk per route, built for the game's Chromium 103 too.
// With --ssr, the server's renderer of the first paint (targets/web/prerender.tsx).
export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./targets/web'),
  publicDir: isSsrBuild ? false : dir('./public'),
  oxc: JSX_OPTIONS,
  // Each script and SVG also in gzip beside it (.gz), which the shop's server sends to
  // browsers that take it (react-dom: 214 KB as built, 66 KB sent). Not the style sheet,
  // which holds the first paint back: sent compressed, the home's first-visit FCP read 20
  // to 52 ms later at 4x CPU (three runs of 14 interleaved pairs; 32 KB as is); scripts in
  // gzip: -4 ms (16 pairs), in brotli: +28.
  plugins: isSsrBuild ? [] : [compression({ algorithms: ['gzip'], include: /\.(js|svg)$/, logLevel: 'silent' })],
  css: { modules: SHORT_CSS_NAMES },
  // wouter's shim for React < 18; React 19 has the hook.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }] },
  // The renderer carries its own production React: left external, React would choose
  // its development build on any server started without NODE_ENV=production (which
  // also turns the sandbox off), and render each page about twice as slowly.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: isSsrBuild
    ? { ...chrome103Build(dir('./dist/web-ssr')), target: 'node20' }
    : // One stylesheet, in the page: the server-rendered first paint needs every
      // landing page's styles, and later chunks then load without a CSS step.
      {
        ...webBuild,
        rollupOptions: {
          ...webBuild.rollupOptions,
          // React DOM in a chunk of its own, which the entry evaluates in a task of its own (targets/web/main.tsx).
          output: { codeSplitting: { groups: [{ name: 'react-dom', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
        },
        cssCodeSplit: false,
        // The shop's server finds the English chunk by it, for the game (server/routes/words-route.ts).
        manifest: true,
        // The entry's own imports (the landing page, the shop's start) add no
        // <link rel=modulepreload> of their dependencies: the browser fetches a chunk's
        // imports itself, and adding the links cost about 120 ms of main thread at 4x
        // CPU. Chromium 103 preloads modules natively: no polyfill.
        modulePreload: { polyfill: false, resolveDependencies: (_chunk, deps, { hostId }) => (/\/index-[\w-]+\.js$/.test(hostId) ? [] : deps) },
      },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/config.json', '/images'].map((path) => [path, `http://localhost:${process.env.API_PORT ?? 4173}`]),
    ),
  },
}));
