import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en';
import { enHome } from '../../src/i18n/en-home';
import { enPurchase } from '../../src/i18n/en-purchase';
import { enSubscriptions } from '../../src/i18n/en-subscriptions';
import { enWebPages } from '../../src/i18n/en-web-pages';
import { CHROMIUM_103 } from '../chromium-103';
import { API, openFramedInGame, realApi } from '../nui/game';
import { adminLogsIn, logIn } from './shop';
import { BROWSER_ARGS } from '../../scripts/browser-args';

// Any community runs the shop as its own: an admin renames it in the console's settings
// and a player's pages show the new name, currency, colour, server, ranks and monthly goal,
// with no word of Hurricane's left. The settings are the demo's again afterwards (the specs after
// this one read Hurricane's shop).
test.use({ viewport: { width: 1366, height: 768 } });

/** "#2563eb": a blue that stands out from the dark background (3.7:1), with white text on it. */
const BLUE = '#2563eb';

async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

/** The words a player reads, in the language the settings make the default. */
const WORDS = { en, enHome, enPurchase, enSubscriptions, enWebPages };

/** A player's pages at a width, in English: the home, a category, an item, the basket, the ranks and the legal notice. */
async function playerSeesAtlas(browser: Browser, baseURL: string | undefined, width: number) {
  const { en: t, enHome: home, enPurchase: purchase, enSubscriptions: ranks, enWebPages: pages } = WORDS;
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width, height: 800 } });
  const page = await context.newPage();
  await logIn(page);
  const noHurricane = async (where: string) => {
    const text = await visibleText(page);
    expect(text, where).not.toMatch(/Hurricane|H-Points/);
  };
  await page.goto('/');
  await expect(page).toHaveTitle(t.app.title(t.pages.home, 'Atlas RP'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Atlas RP' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: home.title('Atlas RP'), includeHidden: true })).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe(BLUE);
  await expect(page.getByRole('progressbar', { name: home.goal })).toBeVisible();
  await expect(page.getByText(/ of 1000\.00 € \(\d+%\)$/)).toBeVisible();
  await noHurricane(`home at ${width}`);

  await page.goto('/objets');
  await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(/\d Atlas Coins/);
  await noHurricane(`category at ${width}`);

  await first.getByRole('button').first().click();
  const item = page.getByRole('dialog').first();
  await expect(item).toContainText('Atlas Coins');
  await noHurricane(`item at ${width}`);
  await item.getByRole('button', { name: t.basket.add }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t.basket.buttonLabel(1) }).first().click();
  await expect(page.getByRole('dialog', { name: purchase.recapTitle })).toContainText('Atlas Coins');
  await noHurricane(`basket at ${width}`);
  await page.keyboard.press('Escape');

  // The comparison shows the three ranks left, in the table or as cards.
  await page.goto('/abonnements');
  const comparison = width < 900 ? page.getByLabel(ranks.title).getByRole('heading', { level: 3 }) : page.getByRole('table').getByRole('columnheader');
  await expect(comparison).toHaveText(width < 900 ? ['VIP Silver', 'Gold', 'Diamond'] : [ranks.advantage, /VIP Silver/, /Gold/, /Diamond/]);
  await noHurricane(`ranks at ${width}`);

  await page.goto('/mentions-legales');
  await expect(page.getByText(pages.legal.sections('Atlas RP')[0]!.text)).toBeVisible();
  await noHurricane(`legal notice at ${width}`);

  // The player's own pick, French, brings back the French texts, and stays.
  if (width > 900) {
    await page.getByRole('button', { name: t.language.label('English') }).first().click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByText("La boutique Atlas RP est éditée par l'équipe du serveur de jeu de rôle Atlas RP, une communauté de joueurs sans but lucratif.")).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur la boutique Atlas RP', includeHidden: true })).toBeAttached();
    await expect(page).toHaveTitle('Accueil · Atlas RP');
  }
  await context.close();
}

/** The game's page with these settings, from the shop's server: English, Atlas's name and currency (the game's Chromium 103 too). */
async function gameSeesAtlas(page: Page, baseURL: string) {
  await realApi(page, baseURL);
  const game = await openFramedInGame(page, { hash: '#/objets', config: { apiBaseUrl: API } });
  await game.send('open');
  const nui = game.nui;
  await expect(nui.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible();
  await expect(nui.getByRole('article').first()).toContainText(/\d Atlas Coins/);
  await expect(nui.getByRole('article').first().getByRole('button', { name: WORDS.en.basket.add })).toBeVisible();
  expect(await nui.locator('html').getAttribute('lang')).toBe('en');
  expect(await nui.locator('body').innerText()).not.toMatch(/Hurricane|H-Points/);
}

test('an admin turns the demo shop into "Atlas RP", in English, in the console; a player sees it at 390 and 1366 px and in game, nothing of Hurricane; French comes back at their pick', async ({ page, browser, baseURL }) => {
  // The console, then two players' tours of six pages each.
  test.setTimeout(180_000);
  await adminLogsIn(page, '/admin/reglages');
  await expect(page.getByRole('heading', { level: 1, name: 'Réglages de la boutique' })).toBeVisible();
  const original = await (await page.request.get('/api/manage/settings')).json();
  try {
    await page.getByLabel('Nom de la boutique').fill('Atlas RP');
    await page.getByLabel('Nom de la monnaie (au pluriel)').fill('Atlas Coins');
    await page.getByLabel('Couleur d’accent').fill(BLUE);
    await expect(page.getByText("Contraste avec le fond : 3,7:1 (3:1 au moins).")).toBeVisible();
    await page.getByRole('button', { name: 'Retirer le serveur 2' }).click();
    await page.getByLabel('Identifiant du serveur 1').fill('atlas');
    await page.getByLabel('Nom du serveur 1').fill('Atlas');
    await page.getByRole('button', { name: 'Retirer Rubis' }).click();
    await page.getByRole('button', { name: 'Retirer Émeraude' }).click();
    await page.getByLabel('Afficher un objectif de recettes du mois').check();
    await page.getByLabel('Langue par défaut').selectOption('en');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(/^Réglages enregistrés\./)).toBeVisible();

    const saved = await (await page.request.get('/api/manage/settings')).json();
    expect(saved).toMatchObject({
      shopName: 'Atlas RP', currencyName: 'Atlas Coins', accentColor: BLUE, defaultLocale: 'en', gameServers: [{ id: 'atlas', name: 'Atlas' }],
      goal: { amount: 1000, currency: 'EUR' },
    });
    expect(saved.ranks.products).toEqual(['grade_vip_silver', 'grade_gold', 'grade_diamond']);
    const audit = await (await page.request.get('/api/manage/audit?limit=1')).json();
    expect(audit.entries[0]).toMatchObject({ action: 'settings.update' });

    for (const width of [390, 1366]) await playerSeesAtlas(browser, baseURL, width);
    await gameSeesAtlas(page, baseURL!);
    const game103 = await chromium.launch({ executablePath: CHROMIUM_103, args: BROWSER_ARGS });
    try {
      await gameSeesAtlas(await game103.newPage(), baseURL!);
    } finally {
      await game103.close();
    }
  } finally {
    const restored = await page.request.put('/api/manage/settings', { data: original });
    expect(restored.status()).toBe(200);
  }
});
