import { expect, test } from '@playwright/test';
import { API, fakeApi, openInGame } from './game';

// In game, the same points purchase as on the web: token login from the game, then
// a quick buy to the success dialog (spec 02 §2, §4).
const account = { id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: '1' };
const lamp = {
  itemId: 'lampe_torche', label: 'lampe_torche', name: 'Lampe torche', category: 'item', price: 60, moneyType: 'tokens',
  description: '<p>Indispensable.</p>', images: ['/images/products/lampe_torche-1.webp'], index: 1, stocks: null,
};
const shopData = { products: [lamp], bestSeller: ['lampe_torche'], shouldInterest: [] };
const jean = { id: 1, firstname: 'Jean', lastname: 'Dupont', dob: '1990-04-12', pob: 'Los Santos', height: 182, serverName: 'hurricane_fa' };

test('a login message from the game, then a points purchase to the success dialog; Escape closes the topmost dialog first', async ({ page }) => {
  const used = await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: { shopVer: 'v1', shopData } },
    'POST /api/loginGame': { body: account },
    'GET /api/getCharacters': { body: [jean] },
    'GET /api/getExchangeRate': { body: { base_code: 'EUR', conversion_rates: { EUR: 1 } } },
    'POST /api/buyProducts': { body: { success: 'Merci pour votre achat !', shopData, shopTokens: 12_440 } },
  }, { 'GET /api/whoAmI': { body: account } });
  const game = await openInGame(page, { hash: '#/objets', config: { apiBaseUrl: API } });
  await game.send('open');
  await game.send('login', { token: 'jeton-du-jeu', serverId: 'hurricane_fa' });
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();

  await page.getByRole('article').filter({ hasText: 'Lampe torche' }).getByRole('button', { name: 'Acheter' }).click();
  const quickBuy = page.getByRole('dialog', { name: 'Achat rapide' });
  await quickBuy.getByRole('button', { name: "Vous n'avez pas encore sélectionné de personnage" }).click();
  const characters = page.getByRole('dialog', { name: 'Sélection de personnage' });
  await characters.getByRole('button', { name: /Jean Dupont/ }).click();
  await page.keyboard.press('Escape');
  await expect(characters).toBeHidden();
  await expect(quickBuy).toBeVisible();
  await quickBuy.getByRole('button', { name: 'Acheter' }).click();
  const success = page.getByRole('dialog', { name: 'Achat effectué' });
  await expect(success.getByText('Merci pour votre achat !')).toBeVisible({ timeout: 10_000 });
  await expect(success.getByText('Lampe torche × 1')).toBeVisible();
  await expect(success.getByText('Total : 60 H-Points')).toBeVisible();
  expect(used.filter((call) => call === 'POST /api/buyProducts')).toHaveLength(1);
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();
  // The page behind a modal is hidden from screen readers: the balance reads once it closes.
  await expect(page.getByRole('link', { name: '12’440 H-Points' }).first()).toBeVisible();
});
