// Promise helpers for the spec's delays and time-outs.

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** `promise`, or a rejection with `timeoutError()` once `ms` have passed first. */
export function withTimeout<T>(promise: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** A hidden document runs no frame callbacks: past this, a callback waiting for a paint runs anyway. */
export const PAINT_WAIT_MS = 1000;

/**
 * Runs `callback` once the browser has painted the current frame (a frame callback,
 * then a task after it), or after PAINT_WAIT_MS when no frame comes; returns the cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  // A flag rather than cancelAnimationFrame: the fallback may run when no frame API is left
  // (a page, or a test's document, torn down while it waited).
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    clearTimeout(fallback);
  };
  const run = () => {
    if (done) return;
    cancel();
    callback();
  };
  requestAnimationFrame(() => {
    if (!done) timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, PAINT_WAIT_MS);
  return cancel;
}
