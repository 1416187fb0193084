// A card keeps its height whatever its controls (issue 24): adding a product turns
// "Ajouter au panier" into the basket stepper, and neither that card nor the others
// of its row change size or move. At 1366 px, the objects' grid of 4.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { card, logIn } from './shop';

test.use({ viewport: { width: 1366, height: 900 } });

const cards = (page: Page) => page.locator('main div:has(> article)').first().locator(':scope > article');

/** Each card of the first row: its height, and where its price and its last control sit. */
async function firstRow(all: Locator) {
  const boxes = await all.evaluateAll((articles) =>
    articles.map((article) => {
      const box = article.getBoundingClientRect();
      const price = article.querySelector('p')!.getBoundingClientRect();
      const last = article.lastElementChild!.getBoundingClientRect();
      return { top: Math.round(box.top), height: Math.round(box.height), price: Math.round(price.top - box.top), bottom: Math.round(last.bottom - box.top) };
    }),
  );
  return boxes.filter((b) => b.top === boxes[0]!.top);
}

test('adding a product changes no card height in its row, nor where prices and buttons sit', async ({ page }) => {
  await logIn(page);
  await page.goto('/objets');
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
  const all = cards(page);
  await expect(all.first().getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  const before = await firstRow(all);
  expect(before.length).toBe(4);

  await all.first().getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(all.first().getByText('Dans le panier (1)')).toBeVisible();
  const after = await firstRow(all);
  expect(after).toEqual(before);
  // Every card of the row is as tall as the others, the added one included.
  expect(new Set(after.map((b) => b.height)).size).toBe(1);

  // The stepper is as tall as the button it replaced.
  const stepper = await all.first().getByText('Dans le panier (1)').locator('..').boundingBox();
  const button = await all.nth(1).getByRole('button', { name: 'Ajouter au panier' }).boundingBox();
  expect(Math.round(stepper!.height)).toBe(Math.round(button!.height));
});

test('"Maximum atteint (n)" shows inside the stepper: the card keeps its height', async ({ page }) => {
  await logIn(page);
  await page.goto('/objets');
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
  const watch = card(page, 'Montre en or');
  await expect(watch.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
  const height = async () => Math.round((await watch.boundingBox())!.height);
  const before = await height();
  await watch.getByRole('button', { name: 'Ajouter au panier' }).click();
  await watch.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await watch.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(watch.getByText('Maximum atteint (3)')).toBeVisible();
  expect(await height()).toBe(before);
});

