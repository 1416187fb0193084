// In game the menus are placed by floating-ui too (issue 33, item 4): at 390, 800 (the
// game's smallest screen) and 1366 px the bar's menus ("Plus", "Devise", the user menu,
// each where the bar shows it) open inside the screen just below their buttons, and
// above them with the bar at the bottom of the screen. At 320 px the bar has none.
import { expect, test, type Page } from '@playwright/test';
import { barAtBottom, expectMenuPlaced } from '../menu-placement';
import { API, fakeApi, openInGame, type Answers } from './game';

const account = { id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: '1' };
const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] } };
const rates = { base_code: 'EUR', conversion_rates: { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95 } };

/** The own API until the game's token logs the player in. */
const ANSWERS: Answers = {
  'GET /api/shopVer': { body: catalogue },
  'GET /api/getExchangeRate': { body: rates },
  'GET /api/getCharacters': { body: [] },
  'POST /api/loginGame': { body: account },
  'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
};

/** The game's page, its player logged in by the game's token. */
async function loggedInGame(page: Page) {
  await fakeApi(page, ANSWERS, { 'GET /api/whoAmI': { body: account } });
  const game = await openInGame(page, { config: { apiBaseUrl: API } });
  await game.send('open');
  await game.send('login', { token: 'jeton-du-jeu', serverId: 'hurricane_fa' });
}

const WIDTHS = { 390: ['Devise'], 800: ['Plus', 'Devise', 'Menu de demo'], 1366: ['Plus', 'Devise', 'Menu de demo'] };

for (const [width, names] of Object.entries(WIDTHS)) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width: Number(width), height: 600 } });

    test("the bar's menus open just below their buttons, and above them with the bar at the bottom", async ({ page }) => {
      await loggedInGame(page);
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('button', { name: 'Menu de demo', includeHidden: true })).toHaveCount(1);
      const buttons = names.map((name) => bar.getByRole('button', { name: name === 'Devise' ? /^Devise : / : name, exact: true }));
      for (const button of buttons) await expectMenuPlaced(page, button, 'below');
      await barAtBottom(page);
      for (const button of buttons) await expectMenuPlaced(page, button, 'above');
    });
  });
}
