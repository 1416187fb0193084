// A photo as an admin uploads one, at its worst for a codec: 2400 × 1600 of noise,
// a JPEG of about 1.9 MB (the upload limit is 2 MB).
import sharp from 'sharp';

export async function noisyPhoto(): Promise<Uint8Array<ArrayBuffer>> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return new Uint8Array(await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#000', noise } }).jpeg({ quality: 82 }).toBuffer());
}
