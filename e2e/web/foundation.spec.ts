import { expect, test } from '@playwright/test';

test('the web build renders its home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Accueil · Hurricane');
  await expect(page.getByRole('link', { name: 'Hurricane' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page and its button goes home', async ({ page }) => {
  await page.goto('/une/page/inconnue');
  await expect(page.getByText("Cette page n'existe pas")).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the server renders the first paint: without JavaScript the home and a category show', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByText('ABONNEMENTS', { exact: true })).toBeVisible();
  const image = page.locator('#root img').first();
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.goto('/vehicules');
  await expect(page.locator('#root article').first()).toBeVisible();
  await context.close();
});

test("the shop hydrates the server's page: the same bar, nothing inert, buttons answer", async ({ page }) => {
  await page.goto('/');
  const serverBar = await page.getByRole('banner').elementHandle();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  expect(await serverBar!.evaluate((bar) => bar.isConnected)).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
