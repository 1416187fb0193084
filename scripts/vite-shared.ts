// What both targets' Vite builds share.
import type { BuildEnvironmentOptions, Rollup } from 'vite';

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
