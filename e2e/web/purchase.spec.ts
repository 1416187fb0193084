import { expect, test } from '@playwright/test';
import { balance, card, chooseCharacter, logIn, newPlayer, tokens } from './shop';

// Points purchases on the reference server (spec 02 §2, §4, §8). Serial: the tests
// read and spend the demo account's balance.
test.describe.configure({ mode: 'serial' });




test('demo chooses a character, fills the basket with two products and buys: the balance drops by the total, the history lists both', async ({ page }) => {
  await logIn(page);
  const before = await balance(page);
  await page.goto('/objets');
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  await card(page, 'Lampe torche').getByRole('button', { name: 'Ajouter au panier' }).click();
  await card(page, 'Jumelles').getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByRole('button', { name: 'Panier : 2 articles' }).first().click();
  const recap = page.getByRole('dialog', { name: 'Récapitulatif de la transaction' });
  await expect(recap.getByRole('listitem')).toHaveCount(2);
  await expect(recap.getByText(tokens(180), { exact: true })).toBeVisible(); // 60 + 120
  await recap.getByRole('button', { name: 'Acheter' }).click();
  // Without a character the selector opens; once chosen the purchase goes on.
  await expect(page.getByRole('dialog', { name: 'Sélection de personnage' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Sélection de personnage' }).getByRole('button', { name: /Jean Dupont/ }).click();
  await page.keyboard.press('Escape');
  await expect(recap.getByRole('button', { name: 'Personnage : Jean Dupont' })).toBeVisible();
  await recap.getByRole('button', { name: 'Acheter' }).click();
  await expect(recap.getByRole('button', { name: 'Achat en cours...' })).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Achat effectué' });
  await expect(success.getByText('Lampe torche × 1')).toBeVisible({ timeout: 10_000 });
  await expect(success.getByText('Jumelles × 1')).toBeVisible();
  await expect(success.getByText(`Total : ${tokens(180)}`)).toBeVisible();
  expect(await balance(page)).toBe(before - 180);
  await success.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByRole('button', { name: 'Panier : 0 article' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: tokens(before - 180) }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Menu de demo' }).first().click();
  await page.getByRole('menuitem', { name: 'Historique des transactions' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des transactions' });
  // .first(): a retry of this serial group buys again in the same database.
  await expect(history.getByText('Lampe torche × 1').first()).toBeVisible();
  await expect(history.getByText('Jumelles × 1').first()).toBeVisible();
});

test('a double click on the quick buy buys once', async ({ page }) => {
  await logIn(page);
  await page.goto('/objets');
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  const before = await balance(page);
  await card(page, 'Parapluie').getByRole('button', { name: 'Acheter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Achat rapide' });
  await expect(dialog.getByText('Parapluie')).toBeVisible();
  await chooseCharacter(page, dialog, 'Jean Dupont');
  await dialog.getByRole('button', { name: 'Acheter' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Achat effectué' }).getByText('Parapluie × 1')).toBeVisible({ timeout: 10_000 });
  expect(await balance(page)).toBe(before - 40);
});

test('a product dearer than the balance reads "Pas assez d\'Unions" on hover, and a click does nothing', async ({ page }) => {
  // A player with no H-Points (lucas_rp's balance grows with the gifts of other specs).
  await newPlayer(page, 'sans-points');
  await page.goto('/vehicules');
  // The shop has started (the server's first paint is inert until hydrated) and knows the player.
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
  await expect(page.getByRole('button', { name: /^Menu de sans-points/ }).first()).toBeVisible();
  const buy = card(page, 'Zentorno').getByRole('button', { name: 'Acheter' });
  await buy.hover();
  await expect(card(page, 'Zentorno').getByRole('button', { name: "Pas assez d'Unions" })).toBeVisible();
  await card(page, 'Zentorno').getByRole('button', { name: "Pas assez d'Unions" }).click();
  await expect(page.getByRole('dialog', { name: 'Achat rapide' })).toBeHidden();
  await page.mouse.move(0, 0);
  await expect(buy).toBeVisible();
});

test('a line sold out by another account between adding and buying shows its error; the balance is untouched', async ({ page, browser }) => {
  await logIn(page);
  await page.goto('/objets');
  await expect(page.getByRole('button', { name: 'Menu de demo' }).first()).toBeVisible();
  const watch = card(page, 'Montre en or');
  await watch.getByRole('button', { name: 'Ajouter au panier' }).click();
  await watch.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await watch.getByRole('button', { name: 'Augmenter la quantité' }).click();
  await expect(watch.getByText('Maximum atteint (3)')).toBeVisible();
  const before = await balance(page);
  // Meanwhile lucas_rp buys one of the three.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await other.request.post('/api/login', { data: { username: 'lucas_rp', password: 'lucas1234', remember: true } });
  const [character] = (await (await other.request.get('/api/getCharacters', { headers: { gameServer: 'hurricane_fa' } })).json()) as { id: number }[];
  const bought = await other.request.post('/api/buyProducts', {
    headers: { gameServer: 'hurricane_fa', 'Idempotency-Key': `e2e-${Date.now()}` },
    data: { characterDbId: character!.id, products: [{ itemId: 'montre_or', amount: 1, isFromDailyShop: false }] },
  });
  expect(bought.ok()).toBe(true);
  await other.close();
  await page.getByRole('button', { name: /^Panier : / }).first().click();
  const recap = page.getByRole('dialog', { name: 'Récapitulatif de la transaction' });
  await chooseCharacter(page, recap, 'Camille Moreau');
  await recap.getByRole('button', { name: 'Acheter' }).click();
  const errors = recap.getByRole('region', { name: 'Articles en erreur' });
  await expect(errors.getByText('Montre en or : Stock insuffisant pour « Montre en or ».')).toBeVisible();
  expect(await balance(page)).toBe(before);
  await errors.getByRole('button', { name: 'Retirer les articles en erreur' }).click();
  await expect(recap.getByText('Votre panier est vide.')).toBeVisible();
});
