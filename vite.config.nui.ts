import { cpSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

import { quietDirectives } from './scripts/build-warnings';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const RESOURCE = 'hurricane_shop';

/** Lays out the ready-to-drop FiveM resource: scripts, config and html/index.html. */
function fivemResource(): Plugin {
  return {
    name: 'fivem-resource',
    apply: 'build',
    closeBundle() {
      const target = dir(`./dist/nui/${RESOURCE}`);
      cpSync(dir('./targets/nui/resource'), target, { recursive: true });
      mkdirSync(`${target}/html`, { recursive: true });
      cpSync(dir('./dist/nui/index.html'), `${target}/html/index.html`);
    },
  };
}

// In-game target: Preact in place of React (as wouter swaps react-deps for
// preact-deps), hash routing, ONE self-contained index.html that runs from file://.
export default defineConfig({
  root: dir('./targets/nui'),
  base: './',
  publicDir: false,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  plugins: [viteSingleFile({ removeViteModuleLoader: true }), fivemResource()],
  build: {
    outDir: dir('./dist/nui'),
    emptyOutDir: true,
    target: 'chrome103',
    cssTarget: 'chrome103',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { onwarn: quietDirectives },
  },
});
