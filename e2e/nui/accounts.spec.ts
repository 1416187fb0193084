import { expect, test } from '@playwright/test';
import { API, fakeApi, openInGame } from './game';

const account = { id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: '1' };

const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] } };

test("the game's login message logs the player in on its server", async ({ page }) => {
  const used = await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: catalogue },
    'POST /api/loginGame': { body: account },
    'GET /api/getCharacters': { body: [] },
  }, { 'GET /api/whoAmI': { body: account } });
  const game = await openInGame(page, { config: { apiBaseUrl: API } });
  await game.send('open');
  await expect(page.getByRole('button', { name: 'Connexion', exact: true }).first()).toBeVisible();
  await game.send('login', { token: 'jeton-du-jeu', serverId: 'hurricane' });
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  expect(used).toContain('POST /api/loginGame?token=jeton-du-jeu');
  // The session check that follows the login keeps the player logged in.
  await expect.poll(() => used.lastIndexOf('GET /api/whoAmI')).toBeGreaterThan(used.indexOf('POST /api/loginGame?token=jeton-du-jeu'));
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
});

test('a refused game token opens the login panel with the server text, and one click asks the game again', async ({ page }) => {
  await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: catalogue },
    'POST /api/loginGame': { status: 401, body: { error: 'Jeton de connexion invalide ou expiré.' } },
  });
  const game = await openInGame(page, { config: { apiBaseUrl: API } });
  await game.send('open');
  await expect(page.getByRole('button', { name: 'Connexion', exact: true }).first()).toBeVisible();
  await game.send('login', { token: 'perime' });
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await expect(panel.getByRole('alert')).toHaveText(/Jeton de connexion invalide ou expiré\./);
  // In game the password and forum forms stay on the website (smaller file).
  await expect(panel.getByLabel('Mot de passe')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(() => game.callbacks.some((c) => c.name === 'requestLogin')).toBe(true);
  await expect(panel.getByRole('button', { name: 'Connexion en cours…' })).toBeDisabled();
});

test("the game's loginFailed shows its text, and Réessayer asks the game again", async ({ page }) => {
  await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: catalogue },
  });
  const game = await openInGame(page, { config: { apiBaseUrl: API } });
  await game.send('open');
  await expect(page.getByRole('button', { name: 'Connexion', exact: true }).first()).toBeVisible();
  const message = 'La boutique ne répond pas : réessayez dans un instant.';
  await game.send('loginFailed', { message });
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await expect(panel.getByRole('alert')).toHaveText(new RegExp(message));
  const asked = () => game.callbacks.filter((c) => c.name === 'requestLogin').length;
  const before = asked();
  await panel.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(asked).toBe(before + 1);
  await expect(panel.getByRole('button', { name: 'Connexion en cours…' })).toBeDisabled();
  // A second failure: the button is usable again, never stuck.
  await game.send('loginFailed', { message: 'Trop de demandes de connexion : réessayez dans quelques secondes.' });
  await expect(panel.getByRole('alert')).toHaveText(/Trop de demandes/);
  await panel.getByRole('button', { name: 'Réessayer' }).click();
  await expect.poll(asked).toBe(before + 2);
});

test('"Se connecter sur la nouvelle boutique" opens the web shop logged in, on the page the player was looking at', async ({ page }) => {
  await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: catalogue },
  });
  const url = 'https://boutique.test/loginGame?token=jeton-web&serverId=hurricane_fa&customRedirect=/objets';
  const game = await openInGame(page, { hash: '#/objets', config: { apiBaseUrl: API }, answers: { requestWebLogin: { url } } });
  await game.send('open');
  await page.getByRole('button', { name: 'Connexion', exact: true }).first().click();
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await panel.getByRole('button', { name: 'Se connecter sur la nouvelle boutique' }).click();
  await expect.poll(() => game.callbacks.find((c) => c.name === 'requestWebLogin')?.body).toEqual({ path: '/objets' });
  await expect.poll(async () => (await game.natives()).filter((n) => n[0] === 'openUrl')).toEqual([['openUrl', url]]);
});

test('a cash button hands the web shop the product with ?action=, logged in, and nothing else', async ({ page }) => {
  const pack = {
    itemId: 'points_1000', label: 'points_1000', name: '1’000 H-Points', category: 'Points boutique', price: 9.99, moneyType: 'cash',
    description: '<p>1000</p>', images: [], index: 200, tebexPackageId: 201,
  };
  await fakeApi(page, {
    'GET /api/whoAmI': { body: account },
    'GET /api/shopVer': { body: { shopVer: 'v2', shopData: { products: [pack], bestSeller: [], shouldInterest: [] } } },
    'GET /api/getCharacters': { body: [] },
  });
  const url = 'https://boutique.test/loginGame?token=jeton-web&serverId=hurricane_fa&customRedirect=%2Ftokens%2Fpoints_1000%3Faction%3Dgift';
  const game = await openInGame(page, { hash: '#/tokens', config: { apiBaseUrl: API }, answers: { requestWebLogin: { url } } });
  await game.send('open');
  await page.getByRole('article').filter({ hasText: '1’000 H-Points' }).getByRole('button', { name: 'Offrir' }).click();
  await expect.poll(() => game.callbacks.find((c) => c.name === 'requestWebLogin')?.body).toEqual({ path: '/tokens/points_1000?action=gift' });
  await expect.poll(async () => (await game.natives()).filter((n) => n[0] === 'openUrl')).toEqual([['openUrl', url]]);
  await expect(page.getByText('Votre achat continue dans votre navigateur.')).toBeVisible();
  // No popup, no navigation of the game's page, no basket call.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(page.url()).toMatch(/#\/tokens$/);
});
