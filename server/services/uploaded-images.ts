// Product images uploaded from the console: PNG, JPEG or WebP, checked by their first
// bytes (not only the Content-Type the browser sent), 2 MB at most; named by their hash,
// so the same image uploaded twice is one image. Stored with its WebP variants, which is
// what players receive (src/domain/image-variants.ts).
import { IMAGE_UPLOAD } from '../../src/api/contract/manage';
import type { ImageWidth } from '../../src/domain/image-variants';
import { insertAudit, type Actor } from '../db/audit';
import type { Database } from '../db/queryable';
import { findImageByHash, findVariant, imageStored, insertImage, insertVariants } from '../db/uploaded-images';
import { fail } from '../http/http-error';
import { sha256 } from './secrets';
import { webpVariants, type WebpVariant } from './webp-variants';

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
  const hash = sha256(Buffer.from(bytes).toString('base64')).slice(0, 24);
  const id = `${hash}.${kind.ext}`;
  const url = `${UPLOADS_PATH}/${id}`;
  // The same image again is the same address: nothing to encode.
  if (await imageStored(db, id)) return url;
  // Made before the transaction: encoding takes a second or so, no connection held meanwhile.
  const variants = await webpVariants(bytes).catch(() => {
    throw fail(415, 'Cette image ne peut pas être lue.');
  });
  await db.transaction(async (tx) => {
    // Stored meanwhile by another upload of it.
    if (await imageStored(tx, id)) return;
    await insertImage(tx, { id, contentType: kind.type, bytes, at: now });
    await insertVariants(tx, hash, variants);
    await insertAudit(tx, { admin, action: 'image.upload', target: `image:${id}`, before: null, after: { url, bytes: bytes.length }, what: `Image envoyée : ${url}.`, at: now });
  });
  return url;
}

/** Variants being made for an image stored before them, by hash: a page asking for several widths at once encodes them once. */
const making = new Map<string, Promise<WebpVariant[] | undefined>>();

/** A variant of a stored image; an image stored before variants existed gets them now, once. */
export async function imageVariant(db: Database, hash: string, width: ImageWidth): Promise<Uint8Array | undefined> {
  const stored = await findVariant(db, hash, width);
  if (stored) return stored;
  let made = making.get(hash);
  if (!made) {
    made = makeVariants(db, hash).finally(() => making.delete(hash));
    making.set(hash, made);
  }
  return (await made)?.find((v) => v.width === width)!.bytes;
}

async function makeVariants(db: Database, hash: string): Promise<WebpVariant[] | undefined> {
  const image = await findImageByHash(db, hash);
  if (!image) return undefined;
  const variants = await webpVariants(image);
  await insertVariants(db, hash, variants);
  return variants;
}
