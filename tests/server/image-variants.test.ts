// Images as players receive them: WebP at the widths where they show, made once when an
// image is uploaded (or first asked for, for one stored before), a card's within 40 KB.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertImage } from '../../server/db/uploaded-images';
import { webpVariants } from '../../server/services/webp-variants';
import { CARD_IMAGE_BYTES, IMAGE_SLOTS, IMAGE_WIDTHS } from '../../src/domain/image-variants';
import { noisyPhoto } from './helpers/noisy-photo';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  [t, photo] = await Promise.all([createTestApp(), noisyPhoto()]);
  admin = await t.login('admin', 'admin1234');
});
afterAll(() => t.close());

const read = async (bytes: Uint8Array) => sharp(bytes).metadata();

describe('WebP variants', () => {
  it('a 2 MB photo: one WebP per width, each that wide, a card’s within 40 KB', async () => {
    expect(photo.length).toBeGreaterThan(1.5e6);
    const variants = await webpVariants(photo);
    expect(variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    for (const v of variants) {
      const meta = await read(v.bytes);
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, Math.round((v.width * 2) / 3)]);
    }
    for (const width of IMAGE_SLOTS.card.widths) expect(variants.find((v) => v.width === width)!.bytes.length).toBeLessThanOrEqual(CARD_IMAGE_BYTES);
  }, 60_000);

  it('a small image is never enlarged', async () => {
    const small = await sharp({ create: { width: 400, height: 250, channels: 3, background: '#2f80ed' } }).png().toBuffer();
    const widths = await Promise.all((await webpVariants(small)).map(async (v) => (await read(v.bytes)).width));
    expect(widths).toEqual([320, 400, 400, 400]);
  });
});

describe('GET /images/uploads/<hash>.w<width>.webp', () => {
  const upload = (bytes: Uint8Array<ArrayBuffer>, type: string) =>
    t.app.request('http://localhost/api/manage/images', { method: 'POST', headers: { Cookie: admin, 'Content-Type': type }, body: bytes });

  it('an upload is served at each width as WebP, cached for good; the card’s within 40 KB', async () => {
    const { url } = (await (await upload(photo, 'image/jpeg')).json()) as { url: string };
    const base = url.replace(/\.jpg$/, '');
    for (const width of IMAGE_WIDTHS) {
      const r = await t.app.request(`http://localhost${base}.w${width}.webp`);
      expect([r.status, r.headers.get('content-type'), r.headers.get('cache-control')]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable']);
      const bytes = new Uint8Array(await r.arrayBuffer());
      expect((await read(bytes)).width).toBe(width);
      if (width <= 800) expect(bytes.length).toBeLessThanOrEqual(CARD_IMAGE_BYTES);
    }
    const [row] = await t.db.query<{ count: number }>('SELECT count(*)::int AS count FROM uploaded_image_variants WHERE image = $1', [base.split('/').at(-1)]);
    expect(row?.count).toBe(IMAGE_WIDTHS.length);
    expect((await t.app.request(`http://localhost${base}.w640.webp`)).status).toBe(404);
    expect((await t.app.request('http://localhost/images/uploads/0123456789abcdef01234567.w320.webp')).status).toBe(404);
  }, 60_000);

  it('an image stored before variants existed gets them when first asked for, once', async () => {
    const hash = 'abcdefabcdefabcdefabcdef';
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d4a017' } }).png().toBuffer();
    await insertImage(t.db, { id: `${hash}.png`, contentType: 'image/png', bytes: png, at: t.clock.now });
    const r = await t.app.request(`http://localhost/images/uploads/${hash}.w480.webp`);
    expect([r.status, (await read(new Uint8Array(await r.arrayBuffer()))).width]).toEqual([200, 480]);
    const rows = await t.db.query<{ width: number }>('SELECT width FROM uploaded_image_variants WHERE image = $1 ORDER BY width', [hash]);
    expect(rows.map((row) => row.width)).toEqual([...IMAGE_WIDTHS]);
  });
});
