import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { findImage } from '../db/uploaded-images';
import { IMAGE_WIDTHS, type ImageWidth } from '../../src/domain/image-variants';
import { UPLOADS_PATH, imageVariant } from '../services/uploaded-images';
import { IMMUTABLE_CACHE } from '../http/cache-control';

/** Named by their hash, uploaded images and their variants never change: cached for good. */
const HEADERS = { 'Cache-Control': IMMUTABLE_CACHE, 'X-Content-Type-Options': 'nosniff' };

/** GET /images/uploads/<id>: an uploaded image; GET /images/uploads/<hash>.w<width>.webp: its WebP variant. */
export function uploadedImagesRoute(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`${UPLOADS_PATH}/:id{[0-9a-f]{24}\\.(?:png|jpg|webp)}`, async (c) => {
    const image = await findImage(deps.db, c.req.param('id'));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image.bytes), 200, { ...HEADERS, 'Content-Type': image.contentType });
  });
  app.get(`${UPLOADS_PATH}/:variant{[0-9a-f]{24}\\.w[0-9]+\\.webp}`, async (c) => {
    const [hash, w] = c.req.param('variant').split('.');
    const width = Number(w!.slice(1));
    if (!IMAGE_WIDTHS.includes(width as ImageWidth)) return c.notFound();
    const bytes = await imageVariant(deps.db, hash!, width as ImageWidth);
    if (!bytes) return c.notFound();
    return c.body(new Uint8Array(bytes), 200, { ...HEADERS, 'Content-Type': 'image/webp' });
  });
  return app;
}
