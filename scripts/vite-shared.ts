// What both targets' Vite builds share.
import { existsSync } from 'node:fs';
import type { BuildEnvironmentOptions, Plugin, Rollup } from 'vite';

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
