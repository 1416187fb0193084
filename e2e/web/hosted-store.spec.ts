// Cash purchases through the hosted store (spec 02 §2–§5, §7–§8), against the
// reference server and its Tebex, Discord and checkout sandboxes: the basket is
// created, authenticated and filled through the Headless API, paid in Tebex.js's
// frame, and credited only by the signed webhook the sandbox checkout sends.
import { expect, test, type Page } from '@playwright/test';
import { DEV_SERVER_SECRET, balance, card, newPlayer } from './shop';

const basketPopup = (page: Page) => page.getByRole('dialog', { name: 'Votre panier' });

/** "Acheter" (or another cash button) on a card, through the provider's login and back to the basket popup. */
async function startPurchase(page: Page, path: string, product: string, button: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Menu de / }).first()).toBeVisible();
  await card(page, product).getByRole('button', { name: button }).click();
  const popup = basketPopup(page);
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(product, { exact: true }).first()).toBeVisible(); // its name (a points pack's description names it too)
  return popup;
}

async function pay(page: Page) {
  const popup = basketPopup(page);
  await popup.getByRole('button', { name: 'Confirmer', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Confirmer la transaction ?' });
  await question.getByRole('button', { name: 'Oui' }).click();
  const checkout = page.frameLocator('iframe[name^="__zoid__tebex"]');
  await checkout.getByRole('button', { name: 'Payer' }).click({ timeout: 15_000 });
  await expect(page.getByText('Merci ! Votre paiement est accepté', { exact: false })).toBeVisible({ timeout: 15_000 });
}

test.describe.configure({ mode: 'serial' });

test('a points pack, end to end: codes, confirmation, checkout; credited by the webhook only, listed in the history', async ({ page }) => {
  await newPlayer(page, 'acheteur');
  const popup = await startPurchase(page, '/tokens', '1’000 H-Points', 'Acheter');

  const discount = popup.getByLabel('Code de réduction');
  await discount.fill('FAUX10');
  await popup.getByRole('button', { name: 'Appliquer' }).click();
  await expect(popup.getByText('Code incorrect')).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Confirmer', exact: true })).toBeDisabled();
  await discount.fill('BIENVENUE10');
  await popup.getByRole('button', { name: 'Appliquer' }).click();
  await expect(popup.getByText('Confirmé')).toBeVisible();
  await expect(discount).toHaveValue('');

  const creator = popup.getByLabel('Code créateur');
  await creator.fill('NOPE');
  await creator.press('Enter');
  await expect(popup.getByText('Code créateur invalide')).toBeVisible();
  await creator.fill('HURRICANE');
  await creator.press('Enter');
  await expect(popup.getByText('Code créateur appliqué')).toBeVisible();

  expect(await balance(page)).toBe(0); // nothing is credited before the payment
  await pay(page);
  await expect.poll(() => balance(page)).toBe(1000);
  await expect(basketPopup(page)).toBeHidden();

  const history = (await (await page.request.get('/api/getPlayerTransactions')).json()) as { tebex: { packageData: { name: string } }[] };
  // The seeded name is written the French way, with a narrow no-break space.
  expect(history.tebex.map((t) => t.packageData.name)).toContain('1’000 H-Points');
});

test('a gift to lucas_rp: lucas_rp is credited, the buyer is not', async ({ page, browser }) => {
  // The buyer is a player of its own: demo's balance moves with the other specs' purchases.
  await newPlayer(page, 'donateur');
  const lucas = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await lucas.request.post('/api/login', { data: { username: 'lucas_rp', password: 'lucas1234', remember: true } });
  const lucasBalance = async () => ((await (await lucas.request.get('/api/whoAmI')).json()) as { shopTokens: number }).shopTokens;
  const lucasBefore = await lucasBalance();

  await page.goto('/tokens');
  await expect(page.getByRole('button', { name: /^Menu de donateur/ }).first()).toBeVisible();
  await card(page, '2’500 H-Points').getByRole('button', { name: 'Offrir' }).click();
  const gift = page.getByRole('dialog', { name: 'Qui doit recevoir ce cadeau ?' });
  await expect(gift.getByText('Produit sélectionné')).toBeVisible();
  // The package's own description, its HTML rendered.
  await expect(gift.locator('strong', { hasText: '2’500 H-Points' })).toBeVisible();
  await gift.getByPlaceholder('Pseudo du joueur').fill('abc');
  await gift.getByRole('button', { name: 'Trouver' }).click();
  await expect(gift.getByText('Le pseudo est trop court')).toBeVisible();
  await gift.getByPlaceholder('Pseudo du joueur').fill('lucas_rp');
  await gift.getByRole('button', { name: 'Trouver' }).click();

  const popup = basketPopup(page);
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText('Pour : lucas_rp')).toBeVisible();
  await pay(page);
  await expect.poll(lucasBalance).toBe(lucasBefore + 2500);
  expect(await balance(page)).toBe(0);
  await lucas.close();
});

test('a paid basket never comes back, even when the storage still holds it; the next gift starts at once', async ({ page }) => {
  await newPlayer(page, 'revenant');
  const popup = await startPurchase(page, '/tokens', '2’500 H-Points', 'Acheter');
  await popup.getByLabel('Code de réduction').fill('BIENVENUE10');
  await popup.getByRole('button', { name: 'Appliquer' }).click();
  await expect(popup.getByText('Confirmé')).toBeVisible();
  // What the storage held before the payment (a later visit, or another tab, writes it back).
  const stored = await page.evaluate(() => localStorage.getItem('hurricane:main'));
  expect(stored).toContain('"packages":[{');
  await pay(page);
  await expect.poll(() => balance(page)).toBe(2500);
  await page.evaluate((value) => localStorage.setItem('hurricane:main', value!), stored);

  await page.goto('/tokens');
  await expect(page.getByRole('button', { name: /^Menu de revenant/ }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hurricane:main')?.includes('"tebexBasket":null'))).toBe(true);
  await expect(basketPopup(page)).toBeHidden();

  await card(page, '1’000 H-Points').getByRole('button', { name: 'Offrir' }).click();
  const gift = page.getByRole('dialog', { name: 'Qui doit recevoir ce cadeau ?' });
  await gift.getByPlaceholder('Pseudo du joueur').fill('lucas_rp');
  await gift.getByRole('button', { name: 'Trouver' }).click();
  const next = basketPopup(page);
  await expect(next).toBeVisible({ timeout: 15_000 });
  await expect(next.getByText('Pour : lucas_rp')).toBeVisible();
  // The name, then the package's own description, its HTML rendered.
  await expect(next.locator('p', { hasText: /^1’000 H-Points$/ })).toBeVisible();
  await expect(next.locator('strong', { hasText: '1’000 H-Points' })).toBeVisible();
});

test('a rank without Discord goes through the Discord sandbox and resumes to the basket', async ({ page }) => {
  await newPlayer(page, 'abonne');
  await page.goto('/abonnements');
  await expect(page.getByRole('button', { name: /^Menu de / }).first()).toBeVisible();
  await page.getByRole('table').getByRole('button', { name: 'Souscrire' }).nth(1).click(); // Gold
  await page.getByRole('button', { name: 'Autoriser' }).click();
  const popup = basketPopup(page);
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText('Gold', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/abonnements$/);
});

test('5 wrong coupons lock the code for 5 minutes, across a reload; cancelling empties the basket', async ({ page }) => {
  await newPlayer(page, 'verrou');
  const popup = await startPurchase(page, '/tokens', '1’000 H-Points', 'Acheter');
  const discount = popup.getByLabel('Code de réduction');
  for (let i = 1; i <= 5; i++) {
    await discount.fill(`FAUX${i}`);
    await popup.getByRole('button', { name: 'Appliquer' }).click();
    await expect(popup.getByText(i < 5 ? 'Code incorrect' : 'Limite atteinte')).toBeVisible();
  }
  await expect(discount).toBeDisabled();
  await page.reload();
  await expect(basketPopup(page).getByText('Limite atteinte')).toBeVisible({ timeout: 15_000 });
  await expect(basketPopup(page).getByLabel('Code de réduction')).toBeDisabled();

  await basketPopup(page).getByRole('button', { name: 'Annuler' }).click();
  const question = page.getByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' });
  await question.getByRole('button', { name: 'Non' }).click();
  await expect(basketPopup(page)).toBeVisible();
  await basketPopup(page).getByRole('button', { name: 'Annuler' }).click();
  await question.getByRole('button', { name: 'Oui' }).click();
  await expect(basketPopup(page)).toBeHidden();
});

test('back from a cancelled payment (/?cancelled=true) asks "Voulez-vous vraiment annuler ?"', async ({ page }) => {
  await newPlayer(page, 'annule');
  await startPurchase(page, '/tokens', '1’000 H-Points', 'Acheter');
  await page.goto('/?cancelled=true');
  const question = page.getByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' });
  await expect(question).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  await question.getByRole('button', { name: 'Oui' }).click();
  await expect(basketPopup(page)).toBeHidden();
});

test('a refused add shows TEBEX_ADD_PACKAGE_FAILED with the provider title and detail; its button goes home', async ({ page }) => {
  await newPlayer(page, 'refus');
  // The provider refuses the add (as Tebex does for a package it stopped selling).
  await page.route('**/sandbox/tebex/api/baskets/*/packages', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ type: 'https://docs.tebex.io/', title: 'Package not found', status: 422, detail: 'Ce paquet n’est plus en vente.' }),
    }),
  );
  await page.goto('/tokens');
  await expect(page.getByRole('button', { name: /^Menu de / }).first()).toBeVisible();
  await card(page, '1’000 H-Points').getByRole('button', { name: 'Acheter' }).click();
  await expect(page.getByText('Erreur : TEBEX_ADD_PACKAGE_FAILED')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Package not found')).toBeVisible();
  await expect(page.getByText('Ce paquet n’est plus en vente.')).toBeVisible();
  await page.getByRole('button', { name: "Retour à l'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Erreur : TEBEX_ADD_PACKAGE_FAILED')).toBeHidden();
});

test('from the game: /loginGame with a deep link lands logged in with the rank purchase started', async ({ page }) => {
  // One token per license per 5 s: another spec may have just had one for demo.
  let token = '';
  await expect
    .poll(async () => {
      const minted = await page.request.post('/api/admin/gameToken', {
        headers: { 'X-Server-Secret': DEV_SERVER_SECRET, gameServer: 'hurricane_fa' },
        data: { license: 'license:demo', name: 'demo' },
      });
      if (minted.ok()) token = ((await minted.json()) as { token: string }).token;
      return minted.status();
    }, { timeout: 15_000, intervals: [1000] })
    .toBe(200);
  await page.goto(`/loginGame?token=${token}&serverId=hurricane_fa&customRedirect=${encodeURIComponent('/abonnements/grade_gold?action=subscribe')}`);
  const popup = basketPopup(page);
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByText('Gold', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/abonnements$/);
  expect(((await (await page.request.get('/api/whoAmI')).json()) as { username: string }).username).toBe('demo');
  await popup.getByRole('button', { name: 'Annuler' }).click();
  await page.getByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' }).getByRole('button', { name: 'Oui' }).click();
  await expect(popup).toBeHidden();
});
