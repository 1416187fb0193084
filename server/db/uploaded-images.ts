// Table `uploaded_images`: product images admins upload, kept in the database so every
// server instance serves them (GET /images/uploads/<id>).
import type { Queryable } from './queryable';

export async function insertImage(db: Queryable, i: { id: string; contentType: string; bytes: Uint8Array; at: Date }): Promise<void> {
  await db.query('INSERT INTO uploaded_images (id, content_type, bytes, created_at) VALUES ($1, $2, $3, $4)', [
    i.id, i.contentType, Buffer.from(i.bytes), i.at,
  ]);
}

export async function findImage(db: Queryable, id: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM uploaded_images WHERE id = $1', [id]);
  return row && { contentType: row.content_type, bytes: row.bytes };
}
