import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';

import { JSX_OPTIONS, SHORT_CSS_NAMES, chrome103Build } from './scripts/vite-shared';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The page names the shop's code (start.ts and what it imports, with its CSS) so
 * the browser fetches it with the entry, which itself imports it dynamically to
 * start the landing page's chunk first.
 */
function preloadStart(): Plugin {
  return {
    name: 'preload-start',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/targets/web/start.ts'));
        if (!start) throw new Error('preload-start: no chunk for targets/web/start.ts');
        const files = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
          for (const name of chunk.imports) {
            const imported = bundle[name];
            if (imported?.type === 'chunk') visit(imported);
          }
        };
        visit(start);
        const link = (rel: string, href: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel, crossorigin: true, href: `/${href}` }, injectTo: 'head' });
        return [...[...css].map((file) => link('stylesheet', file)), ...[...files].map((file) => link('modulepreload', file))];
      },
    },
  };
}

// Web target: React 19, one chunk per route, built for the game's Chromium 103 too.
// With --ssr, the server's renderer of the first paint (targets/web/prerender.tsx).
export default defineConfig(({ isSsrBuild }) => ({
  root: dir('./targets/web'),
  publicDir: isSsrBuild ? false : dir('./public'),
  oxc: JSX_OPTIONS,
  css: { modules: SHORT_CSS_NAMES },
  plugins: [preloadStart()],
  // wouter's shim for React < 18; React 19 has the hook.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }] },
  build: isSsrBuild
    ? { ...chrome103Build(dir('./dist/web-ssr')), target: 'node20' }
    : // One stylesheet, in the page: the server-rendered first paint needs every
      // landing page's styles, and later chunks then load without a CSS step.
      {
        ...chrome103Build(dir('./dist/web')),
        cssCodeSplit: false,
        // The shop's server finds the English chunk by it, for the game (server/routes/words-route.ts).
        manifest: true,
        // The entry's own imports (the landing page, the shop's start) add no
        // <link rel=modulepreload> of their dependencies: the page names start's already,
        // and adding the links cost about 120 ms of the first load's main thread at 4x
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
