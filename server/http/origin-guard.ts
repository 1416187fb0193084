import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { fail } from './http-error';
import { publicOrigin } from './request-origin';
import { LEAD_IMAGE_HEADER } from '../../src/api/contract/lead-image-header';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = 'Content-Type, gameServer, Idempotency-Key';

/**
 * CSRF defence and CORS for the API: an unsafe request from an origin outside the
 * allowlist is refused before any handler runs; allowed foreign origins (the NUI
 * page on https://cfx-nui-<resource>) get credentialed CORS.
 */
export function originGuard(deps: Deps): MiddlewareHandler<AppEnv> {
  const allowlist = new Set([`https://cfx-nui-${deps.nuiResource}`, ...(deps.allowedOrigins ?? [])]);
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = new Set([new URL(c.req.url).origin, publicOrigin(c, deps)]);
    const allowed = origin === undefined || own.has(origin) || allowlist.has(origin);
    if (origin && allowed && !own.has(origin)) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin');
      c.header('Access-Control-Expose-Headers', LEAD_IMAGE_HEADER);
    }
    if (c.req.method === 'OPTIONS') {
      if (!allowed) throw fail(403, 'Origine de la requête refusée.');
      c.header('Access-Control-Allow-Methods', 'GET, POST');
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    if (!SAFE_METHODS.has(c.req.method)) {
      // Without Origin (old browsers, servers), Sec-Fetch-Site still tells a cross-site form post.
      const crossSite = origin === undefined && c.req.header('sec-fetch-site') === 'cross-site';
      if (!allowed || crossSite) throw fail(403, 'Origine de la requête refusée.');
    }
    await next();
  };
}
