// Product images uploaded from the console: PNG, JPEG or WebP, checked by their first
// bytes (not only the Content-Type the browser sent), 2 MB at most; named by their hash,
// so the same image uploaded twice is one image.
import { IMAGE_UPLOAD } from '../../src/api/contract/manage';
import { insertAudit, type Actor } from '../db/audit';
import type { Database } from '../db/queryable';
import { insertImage } from '../db/uploaded-images';
import { fail } from '../http/http-error';
import { sha256 } from './secrets';

export const UPLOADS_PATH = '/images/uploads';

const SIGNATURES: { type: string; ext: string; matches: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', ext: 'png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', ext: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', ext: 'webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Stores the image: its public address. */
export async function uploadImage(db: Database, bytes: Uint8Array, contentType: string, admin: Actor, now: Date): Promise<string> {
  if (!bytes.length) throw fail(400, 'Aucune image reçue.');
  if (bytes.length > IMAGE_UPLOAD.maxBytes) throw fail(413, 'L’image dépasse 2 Mo.');
  const kind = SIGNATURES.find((s) => s.matches(bytes));
  if (!kind || kind.type !== contentType.split(';')[0]!.trim().toLowerCase()) throw fail(415, 'Seules les images PNG, JPEG ou WebP sont acceptées.');
  const id = `${sha256(Buffer.from(bytes).toString('base64')).slice(0, 24)}.${kind.ext}`;
  const url = `${UPLOADS_PATH}/${id}`;
  await db.transaction(async (tx) => {
    const [known] = await tx.query('SELECT 1 FROM uploaded_images WHERE id = $1', [id]);
    if (known) return;
    await insertImage(tx, { id, contentType: kind.type, bytes, at: now });
    await insertAudit(tx, { admin, action: 'image.upload', target: `image:${id}`, before: null, after: { url, bytes: bytes.length }, what: `Image envoyée : ${url}.`, at: now });
  });
  return url;
}
