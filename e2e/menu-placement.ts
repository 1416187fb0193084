// What the menu placement specs check on both targets (src/ui/menu-popup.tsx): the
// open menu lies inside the screen, 6 px below its button or, with no room below,
// 6 px above it, beside it, and was painted there in its first frame.
import { expect, type Locator, type Page } from '@playwright/test';

const GAP = 6;

async function box(name: string, locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${name} has no box`);
  return found;
}

/** Records the menu's box in the frame that first paints it (a frame callback runs after the placement's microtasks). */
const recordFirstFrame = (page: Page) =>
  page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const menu = document.querySelector('[role="menu"]');
      if (!menu) return;
      observer.disconnect();
      requestAnimationFrame(() => Object.assign(window, { __menuFirstFrame: menu.getBoundingClientRect().toJSON() as DOMRect }));
    });
    observer.observe(document.body, { childList: true });
  });

/** Opens the menu of `button`, checks where it shows, then closes it with Escape. */
export async function expectMenuPlaced(page: Page, button: Locator, side: 'below' | 'above') {
  const name = (await button.getAttribute('aria-label')) ?? 'menu';
  await recordFirstFrame(page);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu, name).toBeVisible();
  const [trigger, list] = [await box(name, button), await box(`${name}'s menu`, menu)];
  const screen = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }));
  expect(list.x, `${name}: the menu's left edge is on screen`).toBeGreaterThanOrEqual(0);
  expect(list.y, `${name}: its top is on screen`).toBeGreaterThanOrEqual(0);
  expect(list.x + list.width, `${name}: its right edge is on screen`).toBeLessThanOrEqual(screen.width);
  expect(list.y + list.height, `${name}: its bottom is on screen`).toBeLessThanOrEqual(screen.height);
  // Beside its button: the two overlap across.
  expect(Math.min(list.x + list.width, trigger.x + trigger.width) - Math.max(list.x, trigger.x), `${name}: beside its button`).toBeGreaterThan(0);
  if (side === 'below') expect(Math.abs(list.y - (trigger.y + trigger.height + GAP)), `${name}: just below its button`).toBeLessThanOrEqual(1);
  else expect(Math.abs(list.y + list.height - (trigger.y - GAP)), `${name}: just above its button`).toBeLessThanOrEqual(1);
  // Awaited: the reads above can all come back before the frame that first paints the menu.
  const recorded = await page.waitForFunction(() => (window as unknown as { __menuFirstFrame?: DOMRect }).__menuFirstFrame, undefined, { timeout: 5000 }).catch(() => null);
  const first = (await recorded?.jsonValue()) as DOMRect | undefined;
  expect(first && [first.x, first.y], `${name}: painted in place from its first frame`).toEqual([list.x, list.y]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/**
 * Every menu button of the bar sits at the top of the screen: this puts the bar at
 * the bottom, where a menu has no room below its button.
 */
export const barAtBottom = (page: Page) =>
  page.getByRole('banner').evaluate((bar) => Object.assign(bar.style, { position: 'fixed', top: 'auto', bottom: '0', left: '0', right: '0' }));
