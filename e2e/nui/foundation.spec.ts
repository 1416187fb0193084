import { expect, test } from '@playwright/test';
import { API, NUI_FILE, fakeApi, openInGame } from './game';

test('the single file renders from file:// outside the game', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(NUI_FILE);
  // No server, so no settings yet: the shop's neutral name until they come.
  await expect(page.getByRole('link', { name: 'Boutique' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('routes by hash, unknown hash shows the 404 page', async ({ page }) => {
  // A server that answers: without one the shop rightly gives way to SHOP_NOT_FOUND.
  const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] } };
  await fakeApi(page, { 'GET /api/shopVer': { body: catalogue } });
  const game = await openInGame(page, { hash: '#/inconnu', config: { apiBaseUrl: API } });
  await game.send('open');
  await expect(page.getByText("Cette page n'existe pas")).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/#\/$/);
  await page.evaluate(() => (window.location.hash = '#/vehicule'));
  await expect(page).toHaveURL(/#\/vehicules$/);
});

test('in game: hidden until open, shown on open, hidden on close', async ({ page }) => {
  const game = await openInGame(page);
  const root = page.locator('#root');
  await expect(root).toBeHidden();
  await game.send('open');
  await expect(root).toBeVisible();
  await game.send('close');
  await expect(root).toBeHidden();
  expect(game.callbacks.map((c) => c.name)).toContain('ready');
});

test('a forged open_external with javascript: is not forwarded', async ({ page }) => {
  const game = await openInGame(page);
  await game.send('open');
  await page.evaluate(() => window.postMessage({ action: 'open_external', url: 'javascript:alert(document.cookie)' }, '*'));
  await page.evaluate(() => window.postMessage({ action: 'open_external', data: { url: 'javascript:alert(1)' } }, '*'));
  await page.waitForTimeout(200);
  expect(await game.natives()).toEqual([]);
  expect(game.callbacks.filter((c) => c.name === 'open_external')).toEqual([]);
  await expect(page.locator('#root')).toBeVisible();
});

test('Escape asks the game to close the shop', async ({ page }) => {
  const game = await openInGame(page);
  await game.send('open');
  await page.keyboard.press('Escape');
  await expect.poll(() => game.callbacks.some((c) => c.name === 'close')).toBe(true);
});
