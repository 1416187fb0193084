import { createHash } from 'node:crypto';
import { cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

import { SHOP_CODE } from './targets/nui/early-answers';
import { JSX_OPTIONS, SHORT_CSS_NAMES, chrome103Build, compactModules } from './scripts/vite-shared';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const RESOURCE = 'hurricane_shop';

/** Lays out the ready-to-drop FiveM resource: scripts, config and html/index.html. */
function fivemResource(): Plugin {
  let outDir = '';
  return {
    name: 'fivem-resource',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const target = join(outDir, RESOURCE);
      cpSync(dir('./targets/nui/resource'), target, { recursive: true });
      mkdirSync(join(target, 'html'), { recursive: true });
      cpSync(join(outDir, 'index.html'), join(target, 'html', 'index.html'));
    },
  };
}

/**
 * The page runs its own inline scripts (the first script, and the shop's module, which
 * the first one inserts again with the same text) and the English words the shop imports
 * from its server (as a blob: module, english-source.compact.ts), nothing else: a
 * Content-Security-Policy with those scripts' hashes and blob:, which only a script can
 * make. HTML that reaches the page (product descriptions, cleaned by the shop's server)
 * can never run a script or an event handler. Calls and images stay open: the shop's
 * server is configured at run time.
 */
function scriptHashPolicy(): Plugin {
  return rewritePage('script-hash-policy', (html) => {
    const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
    );
    const policy = `script-src ${hashes.join(' ')} blob:; object-src 'none'; base-uri 'none'`;
    const page = html.replace(/<meta charset="UTF-8" ?\/?>/, (meta) => `${meta}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
    if (!page.includes(policy)) throw new Error('no <meta charset> to put the policy after');
    return page;
  });
}

/**
 * The page's script and style with their characters beyond Latin-1 (…, ’, €, ⚠: a
 * score of them) written as escapes, valid in the strings, templates and CSS values
 * they sit in. One such character made the browser hold the whole 200 KB script as
 * two-byte text, and parse and compile it so. After the minifiers, which write them back.
 */
function latinOnlyPage(): Plugin {
  const hex = (char: string) => char.charCodeAt(0).toString(16).padStart(4, '0');
  const escape = (tag: string, escaped: (char: string) => string) => (html: string) =>
    html.replace(new RegExp(`(<${tag}\\b[^>]*>)([\\s\\S]*?)(</${tag}>)`, 'g'), (_all, open: string, text: string, close: string) =>
      open + text.replace(/[^\0-\xff]/g, escaped) + close,
    );
  const scripts = escape('script', (char) => `\\u${hex(char)}`);
  const styles = escape('style', (char) => `\\${hex(char)} `);
  return rewritePage('latin-only-page', (html) => styles(scripts(html)));
}

/**
 * The page's first script (targets/nui/early-start.ts), built on its own as a classic
 * script and put before the shop's module, which it starts once it has asked for what
 * the first start waits on: the parser leaves the module (of another type) alone.
 */
function earlyScript(): Plugin {
  return rewritePage('early-script', async (html) => {
    const built = (await build({
      configFile: false,
      logLevel: 'warn',
      build: {
        write: false,
        target: 'chrome103',
        rolldownOptions: { input: dir('./targets/nui/early-start.ts'), output: { format: 'iife' } },
      },
    })) as Rolldown.RolldownOutput;
    const code = built.output[0].code.trim();
    const page = html.replace(/<script type="module"[^>]*>/, () => `<script>${code}</script><script type="${SHOP_CODE.type}" id="${SHOP_CODE.id}">`);
    if (page === html) throw new Error('no module script in the page to put the early script before');
    return page;
  });
}

/** Rewrites the built page, after the single-file plugin has inlined its script and style. */
function rewritePage(name: string, rewrite: (html: string) => string | Promise<string>): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') throw new Error('index.html missing from the bundle');
        page.source = await rewrite(page.source);
      },
    },
  };
}

/**
 * Three terser passes over oxc's minified chunk: the game's file is 2.4 KB gzip
 * smaller than with oxc alone (78.0 KB), and 0.8 KB smaller than terser alone.
 */
function terserPasses(): Plugin {
  return {
    name: 'terser-passes',
    apply: 'build',
    async renderChunk(code) {
      const result = await minify(code, { module: true, ecma: 2020, compress: { passes: 3 }, mangle: { toplevel: true } });
      return result.code ?? null;
    },
  };
}

// In-game target: Preact in place of React (as wouter swaps react-deps for
// preact-deps), hash routing, ONE self-contained index.html that runs from file://.
export default defineConfig({
  root: dir('./targets/nui'),
  base: './',
  publicDir: false,
  oxc: JSX_OPTIONS,
  css: { modules: SHORT_CSS_NAMES },
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // wouter's shim for React < 18; Preact has the hook.
      { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'preact/compat' },
    ],
  },
  // The escapes before the policy: its hash is of the script as the page carries it.
  plugins: [compactModules(), terserPasses(), viteSingleFile({ removeViteModuleLoader: true }), earlyScript(), latinOnlyPage(), scriptHashPolicy(), fivemResource()],
  // One file: nothing to preload.
  build: { ...chrome103Build(dir('./dist/nui')), modulePreload: false },
});
