import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/timing';

/**
 * False on the first render, true once the browser has painted it: a surface
 * opened by a click shows its main content in the next frame and renders the
 * rest (sanitized HTML, secondary controls) just after.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
