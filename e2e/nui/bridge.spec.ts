// The game bridge in FiveM's own layout: the root page frames the shop, and other
// resources' pages (other origins) sit beside it. Only the root page is the game.
import { expect, test, type Page } from '@playwright/test';
import { API, fakeApi, openFramedInGame } from './game';

const account = { id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: '1' };
const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] } };
const DEFAULT_CHAT = 'https://discord.gg/hurricane';
const NEW_CHAT = 'https://discord.gg/hurricane-nouveau';
const EVIL_API = 'https://evil-api.example';

/** The API of the shop, and a foreign one that must never be asked anything. */
async function apis(page: Page, { catalogueDelayMs = 0 } = {}) {
  const used = await fakeApi(
    page,
    {
      'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
      'GET /api/shopVer': { body: catalogue, delayMs: catalogueDelayMs },
      'POST /api/loginGame': { body: account },
      'GET /api/getCharacters': { body: [] },
    },
    { 'GET /api/whoAmI': { body: account } },
  );
  const foreign: string[] = [];
  await page.route(`${EVIL_API}/**`, async (route) => {
    foreign.push(`${route.request().method()} ${route.request().url()}`);
    await route.fulfill({ status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, contentType: 'application/json', body: JSON.stringify(account) });
  });
  return { used, foreign };
}

test('messages from a sibling frame of another origin are ignored; the same ones from the root page work', async ({ page }) => {
  const { used, foreign } = await apis(page);
  const game = await openFramedInGame(page, { config: { apiBaseUrl: API } });
  const root = game.nui.locator('#root');
  const chat = game.nui.getByRole('link', { name: 'Rejoindre le Discord de la communauté' });
  await expect.poll(() => used.includes('GET /api/shopVer')).toBe(true);

  await game.sendFromSibling('open');
  await game.sendFromSibling('login', { token: 'jeton-vole', serverId: 'hurricane' });
  await game.sendFromSibling('config', { apiBaseUrl: EVIL_API, communityChatUrl: 'https://evil.example/chat' });
  await page.waitForTimeout(800);
  await expect(root).toBeHidden();
  expect(used.filter((call) => call.startsWith('POST /api/loginGame'))).toEqual([]);
  expect(foreign).toEqual([]);

  await game.send('open');
  await expect(root).toBeVisible();
  await expect(chat).toHaveAttribute('href', DEFAULT_CHAT);
  await game.send('config', { communityChatUrl: NEW_CHAT });
  await expect(chat).toHaveAttribute('href', NEW_CHAT);
  await game.send('login', { token: 'jeton-du-jeu', serverId: 'hurricane' });
  await expect(game.nui.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  expect(used).toContain('POST /api/loginGame?token=jeton-du-jeu');
  expect(foreign).toEqual([]);
});

test('a config message never moves the API: the next game login still goes to the configured one', async ({ page }) => {
  const { used, foreign } = await apis(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const game = await openFramedInGame(page, { config: { apiBaseUrl: API } });
  const chat = game.nui.getByRole('link', { name: 'Rejoindre le Discord de la communauté' });
  await game.send('open');
  await expect(chat).toHaveAttribute('href', DEFAULT_CHAT);
  // From the game's own channel too: the API, the web shop (sign-in links) and the
  // providers come only from the client script's `ready` answer.
  await game.send('config', { apiBaseUrl: EVIL_API, webShopUrl: 'https://evil.example', communityChatUrl: NEW_CHAT });
  await expect(chat).toHaveAttribute('href', NEW_CHAT);
  await game.send('login', { token: 'jeton-du-jeu', serverId: 'hurricane' });
  await expect(game.nui.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  expect(used).toContain('POST /api/loginGame?token=jeton-du-jeu');
  expect(foreign).toEqual([]);
  expect(warnings.some((text) => text.includes('apiBaseUrl') && text.includes('webShopUrl'))).toBe(true);
});

test('a config sent 300 ms after load, while the shop starts, is applied', async ({ page }) => {
  // The catalogue takes its time: the shop is still starting when the config comes.
  await apis(page, { catalogueDelayMs: 1200 });
  const game = await openFramedInGame(page, {
    config: { apiBaseUrl: API },
    rootSendsAfterLoad: { delayMs: 300, message: { action: 'config', data: { communityChatUrl: NEW_CHAT } } },
  });
  await game.send('open');
  const chat = game.nui.getByRole('link', { name: 'Rejoindre le Discord de la communauté' });
  await expect(chat).toHaveAttribute('href', NEW_CHAT);
  // And it stays: nothing later starts the shop again on the older config.
  await page.waitForTimeout(1500);
  await expect(chat).toHaveAttribute('href', NEW_CHAT);
});

test('a later invalid config is ignored with a warning, and the shop keeps running', async ({ page }) => {
  await apis(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const game = await openFramedInGame(page, { config: { apiBaseUrl: API } });
  await game.send('open');
  const chat = game.nui.getByRole('link', { name: 'Rejoindre le Discord de la communauté' });
  await expect(chat).toHaveAttribute('href', DEFAULT_CHAT);
  await game.send('config', { communityChatUrl: 'pas une adresse' });
  await game.send('config', { socialLinks: 'x' });
  await expect.poll(() => warnings.filter((text) => text.startsWith('[config]')).length).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(300);
  await expect(game.nui.getByText('Configuration invalide')).toHaveCount(0);
  await expect(chat).toHaveAttribute('href', DEFAULT_CHAT);
  await expect(game.nui.locator('#root')).toBeVisible();
});

test('closed, the page lets the game show through (transparent, no dark color scheme); open, the shop paints its own background', async ({ page }) => {
  const game = await openFramedInGame(page);
  const paint = () =>
    game.nui.evaluate(() => {
      const style = (element: Element) => getComputedStyle(element);
      return {
        html: style(document.documentElement).backgroundColor,
        scheme: style(document.documentElement).colorScheme,
        body: style(document.body).backgroundColor,
        shop: style(document.getElementById('root')!).backgroundColor,
      };
    });
  await expect.poll(async () => (await paint()).html).toBe('rgba(0, 0, 0, 0)');
  expect(await paint()).toMatchObject({ scheme: 'normal', body: 'rgba(0, 0, 0, 0)' });
  await game.send('open');
  await expect(game.nui.locator('#root')).toBeVisible();
  expect((await paint()).shop).toBe('rgb(11, 14, 20)');
});
