// The layout rules that have numbers (spec 01 §2): category grids of 4 columns, 3 for
// vehicles, 1 below 619 px; the daily shop's featured offer beside all the others with
// no offer alone on its row; no rank alone under the others; the currency button on one
// line. Checked at 390, 619, 1024, 1366 and 1920 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './shop';

const WIDTHS = [390, 619, 1024, 1366, 1920];

/** The shop has started (the server's first paint is an inert copy). */
async function started(page: Page) {
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
}

/** How many cards share each row of a grid, top to bottom, once its cards are there (the ranks come from the store after the shop starts). */
async function rows(grid: Locator): Promise<number[]> {
  await expect(grid.locator(':scope > article').first()).toBeVisible();
  const tops = await grid.locator(':scope > article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  const counts = new Map<number, number>();
  for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => a - b).map((top) => counts.get(top)!);
}

const grid = (page: Page) => page.locator('main div:has(> article)').first();

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const phone = width <= 618;

    test('objects in 4 columns (1 on a phone), vehicles in 3', async ({ page }) => {
      await page.goto('/objets');
      await started(page);
      expect((await rows(grid(page)))[0]).toBe(phone ? 1 : 4);
      await page.goto('/vehicules');
      await started(page);
      expect((await rows(grid(page)))[0]).toBe(phone ? 1 : 3);
    });

    test('no rank sits alone under the others', async ({ page }) => {
      await page.goto('/abonnements');
      await started(page);
      const counts = await rows(grid(page));
      if (!phone) expect(counts.at(-1)).toBeGreaterThan(1);
    });

    test('the daily shop: the featured offer as tall as the others, none alone on its row; the currency button on one line', async ({ page }) => {
      await logIn(page);
      await page.goto('/daily-shop');
      await started(page);
      const offers = grid(page);
      await expect(offers.locator(':scope > article').nth(1)).toBeVisible();
      if (!phone) {
        const [featured, all, last] = await Promise.all([
          offers.locator(':scope > article').first().boundingBox(),
          offers.boundingBox(),
          offers.locator(':scope > article').last().boundingBox(),
        ]);
        expect(Math.abs(featured!.y + featured!.height - (all!.y + all!.height))).toBeLessThan(2);
        expect(Math.abs(last!.x + last!.width - (all!.x + all!.width))).toBeLessThan(2);
      }
      const currency = page.getByRole('button', { name: /^Devise/ }).filter({ visible: true }).first();
      if (await currency.count()) {
        await currency.click();
        await page.getByRole('menuitem', { name: 'USD' }).click();
        const box = await page.getByRole('button', { name: /^Devise/ }).filter({ visible: true }).first().boundingBox();
        expect(box!.height).toBeLessThan(48);
      }
    });
  });
}
