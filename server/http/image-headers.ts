import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/** The web build's images (the demo's art and its WebP variants, category art, logos): kept a week. */
const STATIC_IMAGE_CACHE = 'public, max-age=604800';

/**
 * The shop's images are public and shown by pages of other origins too: the game's
 * page (`https://cfx-nui-<resource>`, or a file in development). Timing-Allow-Origin
 * lets such a page time them: without it, Chromium 103 (the game's browser) reports
 * a cross-origin image's largest contentful paint at its load, not at its paint.
 */
export function imageHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('Timing-Allow-Origin', '*');
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', STATIC_IMAGE_CACHE);
  };
}
