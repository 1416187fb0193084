import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';

/** No call of the API needs more; the contact form's longest message is far below. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a larger body with 413 before anything parses it: from Content-Length
 * when there is one, else by counting a streamed body and stopping at the limit.
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ error: 'La requête est trop volumineuse (64 Ko au plus).' }, 413),
  });
}
