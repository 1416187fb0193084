import type { MiddlewareHandler } from 'hono';
import { IMAGE_UPLOAD, manageEndpoints } from '../../src/api/contract/manage';
import type { AppEnv } from './app-env';

/** No call of the API needs more; the contact form's longest message is far below. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * What is still read, and dropped, of a refused body. Clients send a body whole before
 * reading the answer: a connection closed under them reads as a reset, not as the 413.
 * Past it, the connection is closed.
 */
const MAX_DROPPED_BYTES = 4 * 1024 * 1024;

/**
 * Refuses a larger body with 413 before anything parses it: from Content-Length when
 * there is one, else by counting a streamed body and stopping at the limit. The answer
 * leaves once the rest of the body is dropped.
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An admin's image upload (raw bytes) is the one larger body.
    const image = c.req.path === manageEndpoints.uploadImage.path;
    const [limit, error] = image
      ? [IMAGE_UPLOAD.maxBytes, 'L’image dépasse 2 Mo.']
      : [MAX_BODY_BYTES, 'La requête est trop volumineuse (64 Ko au plus).'];
    const body = c.req.raw.body;
    const length = c.req.header('content-length');
    const declared = length !== undefined && !c.req.header('transfer-encoding');
    // Node's HTTP parser holds a body to its declared length.
    if (!body || (declared && Number(length) <= limit)) return next();
    const reader = body.getReader();
    const refuse = async () => {
      if (!(await dropRest(reader))) c.header('Connection', 'close');
      return c.json({ error }, 413);
    };
    if (declared) return refuse();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.length;
      if (size > limit) return refuse();
      chunks.push(read.value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}

/** Reads what is left of a body without keeping it; false when it goes past MAX_DROPPED_BYTES. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  for (let dropped = 0; dropped <= MAX_DROPPED_BYTES; ) {
    const read = await reader.read();
    if (read.done) return true;
    dropped += read.value.length;
  }
  return false;
}
