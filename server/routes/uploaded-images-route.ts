import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { findImage } from '../db/uploaded-images';
import { UPLOADS_PATH } from '../services/uploaded-images';

/** GET /images/uploads/<id>: an uploaded image; its name is its hash, so it is cached for good. */
export function uploadedImagesRoute(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`${UPLOADS_PATH}/:id{[0-9a-f]{24}\\.(?:png|jpg|webp)}`, async (c) => {
    const image = await findImage(deps.db, c.req.param('id'));
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image.bytes), 200, {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return app;
}
