import type { AppContext, Deps } from './app-env';

/** The origin the browser sees: PUBLIC_URL behind a proxy, else the request's own. */
export function publicOrigin(c: AppContext, deps: Deps): string {
  return deps.publicUrl ? new URL(deps.publicUrl).origin : new URL(c.req.url).origin;
}

export function clientIp(c: AppContext, deps: Deps): string {
  if (deps.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
