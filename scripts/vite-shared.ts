// What both targets' Vite builds share.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { BuildEnvironmentOptions, CSSOptions, Plugin, Rollup } from 'vite';

/** Libraries mark files "use client" for server components; meaningless in these builds. */
function quietDirectives(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
}

/** Built for the game's Chromium 103 (JS and CSS), whatever the target. */
export function chrome103Build(outDir: string): BuildEnvironmentOptions {
  return {
    outDir,
    emptyOutDir: true,
    target: 'chrome103',
    cssTarget: 'chrome103',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { onwarn: quietDirectives },
  };
}

export const JSX_OPTIONS = { jsx: { runtime: 'automatic', importSource: 'react' } } as const;

/**
 * Build-time module swap, the way wouter swaps react-deps for preact-deps: an
 * import of `x` resolves to its sibling `x.compact.tsx` (or .ts) when one exists.
 * The in-game build uses it to leave out what only the website does (password
 * and forum sign-in, contact form, legal pages), so the core never branches.
 */
export function compactModules(): Plugin {
  return {
    name: 'compact-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || importer.includes('node_modules')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const compact = resolved.id.replace(/\.(tsx?)$/, '.compact.$1');
      return compact !== resolved.id && existsSync(compact) ? compact : resolved;
    },
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Which stylesheet each three-letter code names, to fail rather than mix two files' classes. */
const stylesheetCodes = new Map<string, string>();

/** Three letters for a stylesheet, from its path in the project: the same in every build. */
function stylesheetCode(path: string): string {
  const digest = createHash('sha256').update(path).digest();
  const code = [...digest.subarray(0, 3)].map((byte) => LETTERS[byte % LETTERS.length]).join('');
  const owner = stylesheetCodes.get(code);
  if (owner && owner !== path) throw new Error(`CSS modules ${owner} and ${path} share the code ${code}: rename one`);
  stylesheetCodes.set(code, path);
  return code;
}

/**
 * CSS modules' class and animation names, short: "_" (global classes never start
 * with it), the stylesheet's code, then the name's rank in the file. Vite's default
 * ("_name_hash_line") is about 2 KB more gzip in the game's file. Derived from the
 * path and the file's text only, so the web build and its server renderer agree.
 */
export const SHORT_CSS_NAMES: CSSOptions['modules'] = {
  generateScopedName(name, filename, css) {
    const path = relative(process.cwd(), filename.replace(/\?.*$/, '')).split('\\').join('/');
    const names = [...new Set([...css.matchAll(/(?:\.|@keyframes\s+)(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]))];
    const rank = names.indexOf(name);
    if (rank < 0) throw new Error(`${path}: no .${name} in the stylesheet`);
    return `_${stylesheetCode(path)}${rank.toString(36)}`;
  },
};
