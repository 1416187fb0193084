import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMAGE_UPLOAD, manageEndpoints } from '../../src/api/contract/manage';
import type { AppEnv } from './app-env';

/** No call of the API needs more; the contact form's longest message is far below. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a larger body with 413 before anything parses it: from Content-Length
 * when there is one, else by counting a streamed body and stopping at the limit.
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const json = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'La requête est trop volumineuse (64 Ko au plus).' }, 413),
  });
  // An admin's image upload (raw bytes) is the one larger body.
  const image = bodyLimit({
    maxSize: IMAGE_UPLOAD.maxBytes,
    onError: (c) => c.json({ error: 'L’image dépasse 2 Mo.' }, 413),
  });
  return (c, next) => (c.req.path === manageEndpoints.uploadImage.path ? image(c, next) : json(c, next));
}
