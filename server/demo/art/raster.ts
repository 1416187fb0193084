// SVG to raster with headless Chromium (the system's, as the end-to-end tests use):
// the SVG is drawn on a canvas of its size and encoded as PNG or WebP.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { Box } from './icons';

export interface Rasterizer {
  /** The SVG markup, drawn at width × height, encoded as `type` (quality for WebP). */
  draw(markup: string, width: number, height: number, type: 'image/png' | 'image/webp', quality?: number): Promise<Buffer>;
  /** The drawn area of an SVG body in its view box. */
  measure(body: string, viewBox: string): Promise<Box>;
  close(): Promise<void>;
}

export async function openRasterizer(): Promise<Rasterizer> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page: Page = await browser.newPage();
  return {
    async draw(markup, width, height, type, quality) {
      const dataUrl = await page.evaluate(
        async ([source, w, h, mime, q]) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
          await image.decode();
          const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
          canvas.getContext('2d')!.drawImage(image, 0, 0, w, h);
          return canvas.toDataURL(mime, q);
        },
        [markup, width, height, type, quality] as const,
      );
      return Buffer.from(dataUrl.split(',')[1]!, 'base64');
    },
    measure: (body, viewBox) =>
      page.evaluate(
        ([markup, box]) => {
          const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          svg.setAttribute('viewBox', box);
          svg.setAttribute('width', '512');
          svg.setAttribute('height', '512');
          svg.innerHTML = markup;
          document.body.append(svg);
          const { x, y, width, height } = svg.getBBox();
          svg.remove();
          return { x, y, width, height };
        },
        [body, viewBox] as const,
      ),
    close: () => browser.close(),
  };
}

/** public/<path>, its folder made. */
export function publicFile(path: string): string {
  const file = join(process.cwd(), 'public', path.replace(/^\//, ''));
  mkdirSync(dirname(file), { recursive: true });
  return file;
}

/** An empty folder public/images/<name>/ (old art removed). */
export function emptyImageDir(name: string): string {
  const dir = join(process.cwd(), 'public', 'images', name);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir, { withFileTypes: true })) rmSync(join(dir, file.name), { recursive: true });
  return dir;
}

export function write(file: string, data: Buffer | string): void {
  writeFileSync(file, data);
}
