import { expect, test, type Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' }).first();

test('a visitor browses the home page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Meilleures ventes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'La boutique officielle du serveur' })).toBeVisible();
  for (const tile of ['ABONNEMENTS', 'OBJETS', 'PACKS (FA)', 'VÉHICULES', 'ARMES (FA)']) {
    await expect(page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: tile })).toBeVisible();
  }
  for (const logo of ['PayPal', 'Apple Pay', 'Bancontact', 'Mastercard', 'Visa']) await expect(page.getByAltText(logo, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acheter des H-Points' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Boutique du jour' })).toHaveCount(0);
  await expect(page.getByText('Ce produit pourrait vous intéresser')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor opens each category from the bar', async ({ page }) => {
  await page.goto('/');
  const pages: [string, string, string][] = [
    ['Objets (FA)', 'Objets', 'Kit de réparation'],
    ['Packs (FA)', 'Packs', 'Pack débutant'],
    ['Vehicules (FA)', 'Véhicules', 'Zentorno'],
    ['Armes (FA)', 'Armes', 'Taser'],
    ['Abonnements', 'Abonnements', 'Rubis'],
  ];
  for (const [entry, heading, product] of pages) {
    await nav(page).getByRole('link', { name: entry }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: product }).first()).toBeVisible();
    await expect(nav(page).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByText('Best seller!')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Diamond/ })).toContainText('Best seller!');
  // Daily-only and sold-out products are not listed; price -1 cannot be bought.
  await page.goto('/objets');
  await expect(page.getByRole('button', { name: 'Collier en diamant' })).toHaveCount(0);
  const prototype = page.locator('article', { hasText: 'Prototype secret' });
  await expect(prototype.getByText('Indisponible')).toBeVisible();
  await expect(prototype.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
  await expect(page.locator('article', { hasText: 'Montre en or' }).getByText('En stock : 3')).toBeVisible();
  await expect(page.locator('article', { hasText: 'Sac à dos renforcé' }).getByText('1 par personnage')).toBeVisible();
});

test('a visitor opens an item, its lightbox, and closes back to the list', async ({ page }) => {
  await page.goto('/vehicule');
  await expect(page).toHaveURL(/\/vehicules$/);
  await page.getByRole('button', { name: 'Zentorno' }).click();
  await expect(page).toHaveURL(/\/vehicules\/zentorno$/);
  const dialog = page.getByRole('dialog', { name: 'Zentorno' });
  await expect(dialog.getByRole('heading', { name: 'Zentorno' })).toBeVisible();
  await expect(dialog.getByText('Une supercar aux lignes agressives')).toBeVisible();
  // 6 images: 3 thumbnails and "+3".
  await expect(dialog.getByRole('button', { name: /^Image \d$/ })).toHaveCount(3);
  await dialog.getByRole('button', { name: '+3' }).click();
  const lightbox = page.getByRole('group', { name: 'Galerie' });
  await expect(lightbox.getByText('4 / 6')).toBeVisible();
  await lightbox.getByRole('button', { name: 'Image suivante' }).click();
  await lightbox.getByRole('button', { name: 'Image suivante' }).click();
  await lightbox.getByRole('button', { name: 'Image suivante' }).click();
  await expect(lightbox.getByText('1 / 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/vehicules$/);
});

test('an unknown item shows the loader then the error', async ({ page }) => {
  await page.goto('/armes/inexistant');
  await expect(page.getByText('Chargement du produit...')).toBeVisible();
  await expect(page.getByText('Une erreur est survenue')).toBeVisible({ timeout: 5000 });
});

test('a visitor switches the display currency', async ({ page }) => {
  await page.goto('/tokens');
  const card = page.locator('article', { hasText: '1’000 H-Points' }).first();
  await expect(card.getByText('9,99 €')).toBeVisible();
  await page.getByRole('button', { name: 'Devise : EUR' }).first().click();
  await page.getByRole('menuitem', { name: 'USD' }).click();
  await expect(card.getByText(/^\d+,\d\d USD$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Offrir' })).toBeVisible();
  // Paid in money, not in Unions: a visitor is asked to log in first.
  await card.getByRole('button', { name: 'Acheter' }).click();
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  await expect(panel.getByText("Vous devez être connecté avant d'ajouter des objets à votre panier.")).toBeVisible();
});

test('on a phone, the currency menu of the drawer: Escape closes the menu, then the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/objets');
  const opener = page.getByRole('button', { name: 'Menu' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const currency = drawer.getByRole('button', { name: 'Devise : EUR' });
  await currency.click();
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(currency).toBeFocused();
  await currency.click();
  await page.getByRole('menuitem', { name: 'USD' }).click();
  await expect(drawer.getByRole('button', { name: 'Devise : USD' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a visitor is refused the daily shop', async ({ page }) => {
  await page.goto('/daily-shop');
  await expect(page).toHaveURL(/\/$/);
});

test('a logged-in player sees the daily shop and adds an offer', async ({ page }) => {
  const login = await page.request.post('/api/login', { data: { username: 'demo', password: 'demo1234', remember: true } });
  expect(login.ok()).toBe(true);
  // The account's balance (other tests spend from it), with typographic apostrophes.
  const { shopTokens } = (await login.json()) as { shopTokens: number };
  await page.goto('/');
  await expect(page.getByRole('link', { name: `${String(shopTokens).replace(/\B(?=(\d{3})+(?!\d))/g, '’')} H-Points` }).first()).toBeVisible();
  await expect(page.getByText('Ce produit pourrait vous intéresser')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Boutique du jour' }).click();
  await expect(page.getByRole('heading', { name: 'Boutique du jour' })).toBeVisible();
  await expect(page.getByText(/Actualisation dans \d\d:\d\d:\d\d/)).toBeVisible();
  const offer = page.locator('article', { hasText: 'Collier en diamant' });
  await expect(offer.getByText('-20%')).toBeVisible();
  await offer.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByText('Ajouté : Collier en diamant')).toBeVisible();
  await expect(offer.getByText('Dans le panier (1)')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Augmenter la quantité' })).toHaveCount(0);
});
