// Table `uploaded_images`: product images admins upload, kept in the database so every
// server instance serves them (GET /images/uploads/<id>); and `uploaded_image_variants`,
// their WebP variants (GET /images/uploads/<hash>.w<width>.webp), by the image's hash.
import type { Queryable } from './queryable';

export async function insertImage(db: Queryable, i: { id: string; contentType: string; bytes: Uint8Array; at: Date }): Promise<void> {
  await db.query('INSERT INTO uploaded_images (id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4)', [
    i.id, i.contentType, Buffer.from(i.bytes), i.at,
  ]);
}

export async function imageStored(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM uploaded_images WHERE id = $1', [id]);
  return row !== undefined;
}

export async function findImage(db: Queryable, id: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM uploaded_images WHERE id = $1', [id]);
  return row && { contentType: row.content_type, bytes: row.bytes };
}

/** The stored image of a hash (its id is the hash and its extension). */
export async function findImageByHash(db: Queryable, hash: string): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>("SELECT bytes FROM uploaded_images WHERE id IN ($1 || '.png', $1 || '.jpg', $1 || '.webp')", [hash]);
  return row?.bytes;
}

/** Kept once: variants made twice at the same time are the same bytes. */
export async function insertVariants(db: Queryable, hash: string, variants: { width: number; bytes: Uint8Array }[]): Promise<void> {
  for (const v of variants) {
    await db.query('INSERT INTO uploaded_image_variants (image, width, bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [hash, v.width, Buffer.from(v.bytes)]);
  }
}

export async function findVariant(db: Queryable, hash: string, width: number): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM uploaded_image_variants WHERE image = $1 AND width = $2', [hash, width]);
  return row?.bytes;
}
