import type { Server } from 'node:http';

/** How long requests in flight may take to finish once a stop is asked for. */
export const STOP_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets the requests in flight finish (a purchase is answered,
 * not cut), closes each keep-alive connection as soon as it is idle, and after the grace
 * period cuts what is left. Resolves once the server is closed.
 */
export function stopServing(server: Server, graceMs = STOP_GRACE_MS): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 50);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  server.closeIdleConnections();
  return closed.finally(() => {
    clearInterval(idle);
    clearTimeout(cut);
  });
}
