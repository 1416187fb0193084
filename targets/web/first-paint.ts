// When the server rendered the page's first paint, the shop's code (most of a second
// of main-thread work at 4x CPU) starts once that paint is on screen: its first image
// loaded and drawn, or a short wait on a slow network.
import { afterNextPaint, wait } from '../../src/lib/timing';

/** How long the shop's start waits for the first paint's image at most. */
export const FIRST_IMAGE_WAIT_MS = 500;

export function firstPaintShown(container: HTMLElement): Promise<void> {
  if (!container.firstElementChild) return Promise.resolve();
  const image = container.querySelector('img');
  const loaded = image ? image.decode().catch(() => {}) : Promise.resolve();
  return Promise.race([loaded, wait(FIRST_IMAGE_WAIT_MS)]).then(() => new Promise<void>((resolve) => afterNextPaint(resolve)));
}
