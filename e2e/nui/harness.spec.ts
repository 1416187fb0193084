// `npm run dev:nui`: the harness page plays the game around the real NUI file.
import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { startHarness, type Harness } from '../../scripts/dev-nui/server';
import { API, NUI_FILE, fakeApi } from './game';

let harness: Harness;

test.beforeAll(async () => {
  // Its own free port; no reference server (port 9 refuses at once): the spec gives the config.
  harness = await startHarness({ nuiFile: fileURLToPath(NUI_FILE), port: 0, shopUrl: 'http://127.0.0.1:9' });
});
test.afterAll(() => harness?.close());

test('the harness frames the shop, answers ready, opens and closes it like the game', async ({ page }) => {
  const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] } };
  await fakeApi(page, { 'GET /api/shopVer': { body: catalogue } });
  await page.goto(harness.url);
  await page.locator('#auto').uncheck();
  await page.locator('#config').fill(JSON.stringify({ apiBaseUrl: API, webShopUrl: 'https://boutique.test' }));
  await page.getByRole('button', { name: 'Appliquer (redémarre la ressource)' }).click();

  const log = page.locator('#log');
  await expect(log).toContainText('callback ready');
  await expect(log).toContainText(`"apiBaseUrl": "${API}"`);
  const shop = page.frameLocator('#nui');
  await expect(shop.locator('#root')).toBeHidden();

  await page.getByRole('button', { name: 'Ouvrir (open)' }).click();
  await expect(shop.getByRole('link', { name: 'Hurricane' }).first()).toBeVisible();
  await expect(page.locator('#state')).toHaveText('ouverte (focus NUI)');

  // Escape on the bare page: the `close` callback, answered, and the game closes the shop.
  await shop.locator('body').press('Escape');
  await expect(log).toContainText('callback close');
  await expect(shop.locator('#root')).toBeHidden();
  await expect(page.locator('#state')).toHaveText('fermée');
});
