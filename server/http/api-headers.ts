import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * What every API answer carries besides the headers of every answer (security-headers.ts),
 * as the OWASP REST Security Cheat Sheet asks of JSON: it is never a document to render
 * nor to frame (`default-src 'none'; frame-ancestors 'none'`, `X-Frame-Options: DENY`),
 * and never stored by a cache (`no-store`: answers are a player's own) unless a route
 * says otherwise.
 */
export function apiHeaders(): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
  };
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}
