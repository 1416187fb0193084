import type { AppContext, Deps } from './app-env';

/** The origin the browser sees: PUBLIC_URL behind a proxy, else the request's own. */
export function publicOrigin(c: AppContext, deps: Deps): string {
  return deps.publicUrl ? new URL(deps.publicUrl).origin : new URL(c.req.url).origin;
}

/**
 * The client's address. Behind trusted proxies (TRUST_PROXY=<number of proxies>), the
 * entry the outermost trusted proxy appended to X-Forwarded-For, counted from the
 * right: what comes before it was sent by the client and proves nothing.
 */
export function clientIp(c: AppContext, deps: Deps): string {
  const hops = deps.trustProxy === true ? 1 : deps.trustProxy || 0;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - hops)];
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
