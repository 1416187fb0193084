import type { MiddlewareHandler } from 'hono';
import type { ShopConfig } from '../../src/api/contract/config';
import type { AppEnv, Deps } from './app-env';

/** Tebex.js (the embedded checkout) and the frames it opens. */
export const TEBEX_JS = 'https://js.tebex.io';
export const TEBEX_CHECKOUT = 'https://pay.tebex.io';

/**
 * Every answer (pages, files, API, errors): no MIME sniffing, the referrer kept
 * to the origin across sites, and HSTS when the shop is served over https
 * (PUBLIC_URL https: a plain-http development server never sends it).
 */
export function securityHeaders(deps: Deps): MiddlewareHandler<AppEnv> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(deps.publicUrl?.toLowerCase().startsWith('https:') && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
  return async (c, next) => {
    // Set before, for every answer the context builds (HEAD answers are copies of those);
    // and after, for an answer built without it.
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    await next();
    for (const [name, value] of Object.entries(headers)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  };
}

/**
 * The shop page's Content-Security-Policy. Scripts: the shop's own files and Tebex.js
 * (the page's inline script elements are JSON data blocks, never executed, and the
 * built index.html has no inline script). Styles: the shop's stylesheet, and no inline
 * <style> (Tebex.js's zoid styles its frame's container with one: the checkout applies
 * those rules itself, src/features/hosted-store/tebex-checkout.ts); style
 * attributes stay allowed, as the server-rendered first paint (the category header's
 * art, the daily offers' row count) and sanitized product descriptions carry some.
 * Calls: the own API and Tebex Headless; frames: Tebex's checkout; images: the shop's,
 * data: URLs and the forum's avatars. The page itself is never framed.
 */
export function pageContentSecurityPolicy(config: ShopConfig, pageOrigin: string): string {
  const sources = (...urls: (string | undefined)[]) => {
    const list = urls.map((url) => (url ? originOf(url, pageOrigin) : undefined)).filter((o): o is string => o !== undefined);
    return [...new Set(list.map((o) => (o === pageOrigin ? "'self'" : o)))];
  };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", TEBEX_JS],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...sources(config.forum.url).filter((s) => s !== "'self'")],
    'connect-src': sources(pageOrigin, config.apiBaseUrl || undefined, config.tebex.headlessUrl),
    'frame-src': sources(TEBEX_CHECKOUT, config.tebex.checkoutEndpoint),
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, list]) => `${name} ${list.join(' ')}`)
    .join('; ');
}

/** The origin of an absolute or page-relative address; undefined when it is not http(s). */
function originOf(url: string, pageOrigin: string): string | undefined {
  try {
    const parsed = new URL(url, pageOrigin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}
