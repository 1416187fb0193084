import type { Rollup } from 'vite';

type RollupLog = Rollup.RollupLog;

/** Libraries mark files "use client" for server components; meaningless in these builds. */
export function quietDirectives(warning: RollupLog, warn: (warning: RollupLog) => void) {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
}
