import { expect, test } from '@playwright/test';

test('the web build renders its home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page).toHaveTitle('Hurricane Boutique');
  await expect(page.getByRole('link', { name: 'Hurricane' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the 404 page and its button goes home', async ({ page }) => {
  await page.goto('/une/page/inconnue');
  await expect(page.getByText("Cette page n'existe pas")).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});
