import { createHash, createHmac, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { noisyPhoto } from '../../tests/server/helpers/noisy-photo';
import { adminLogsIn, balance, card, logIn, tokens } from './shop';

// The admin console on the real app (`npm start` data: `admin` / `admin1234` is an
// admin, `demo` / `demo1234` a player). Players' pages follow a change the way the
// shop does: the session check (60 s) for a balance, the catalogue's version check
// (30 s) for a price; their clocks are installed so those checks come at once.
const WHO_AM_I_POLL_MS = 60_000;
test.use({ viewport: { width: 1366, height: 768 } });
const SHOP_VER_POLL_MS = 30_000;

/** A second browser: the player's own shop, open meanwhile, its clock installed. */
async function playersShop(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await page.clock.install();
  await logIn(page);
  await page.goto(path);
  return page;
}

test('an admin finds demo and credits 500 H-Points with a reason; demo’s open shop shows the new balance', async ({ page, browser, baseURL }) => {
  const shop = await playersShop(browser, baseURL, '/');
  const before = await balance(shop);
  await expect(shop.getByRole('link', { name: tokens(before) }).first()).toBeVisible();

  await adminLogsIn(page);
  await page.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill('demo');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'demo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  await page.getByLabel('Montant').fill('500');
  await page.getByLabel('Motif').fill('Compensation e2e : livraison perdue');
  await page.getByRole('button', { name: 'Ajuster les H-Points' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer l’ajustement' });
  await expect(confirm).toContainText('+500 H-Points pour demo.');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(/^Solde ajusté\. Nouveau solde : /)).toBeVisible();
  await expect(page.getByText('Compensation e2e : livraison perdue')).toBeVisible();

  const after = await balance(shop);
  expect(after).toBeGreaterThanOrEqual(before + 500);
  await shop.clock.fastForward(WHO_AM_I_POLL_MS);
  await expect(shop.getByRole('link', { name: tokens(after) }).first()).toBeVisible();
  await shop.context().close();
});

test('an admin edits a price; a player’s open shop shows it after its next version check', async ({ page, browser, baseURL }) => {
  const shop = await playersShop(browser, baseURL, '/armes');
  const machette = card(shop, 'Machette');
  await expect(machette).toBeVisible();

  await adminLogsIn(page, '/admin/catalogue');
  await page.getByRole('link', { name: 'Modifier Machette' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier Machette' })).toBeVisible();
  await page.getByLabel('Prix').fill('4321');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Machette est enregistré. Les boutiques ouvertes le verront à leur prochaine vérification.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/catalogue$/);
  await expect(page.getByRole('row', { name: /Machette/ })).toContainText('4’321 H-Points');

  await expect(machette).not.toContainText('4’321');
  await shop.clock.fastForward(SHOP_VER_POLL_MS);
  await expect(machette).toContainText('4’321');
  await shop.context().close();
});

test('an admin creates a product with an uploaded 2 MB photo; the shop’s card receives it as a WebP of 40 KB at most', async ({ page }) => {
  // 18 s on an idle machine: the photo is made, sent and encoded.
  test.setTimeout(60_000);
  const itemId = `casque_e2e_${Date.now().toString(36)}`;
  await adminLogsIn(page, '/admin/catalogue');
  await page.getByRole('link', { name: 'Nouveau produit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau produit' })).toBeVisible();
  await page.getByLabel(/^Identifiant/).fill(itemId);
  await page.getByLabel('Nom', { exact: true }).fill('Casque de moto e2e');
  await page.getByLabel('Libellé (nom en jeu)').fill('helmet');
  await page.getByLabel('Catégorie').selectOption({ label: 'Objet' });
  await page.getByLabel('Prix').fill('275');
  await page.getByLabel('Description (HTML)').fill('<p>Protège la <b>tête</b>.</p><img src=x onerror="window.pwned=1">');
  const preview = page.getByTestId('description-preview');
  await expect(preview.locator('b')).toHaveText('tête');
  expect(await preview.innerHTML()).not.toContain('onerror');

  const photo = Buffer.from(await noisyPhoto());
  await page.getByLabel('Ajouter une image').setInputFiles({ name: 'casque.jpg', mimeType: 'image/jpeg', buffer: photo });
  const thumbnail = page.getByRole('img', { name: 'Image 1' });
  // The upload answers once its WebP variants are made: about 1.5 s for this photo on an idle machine.
  await expect(thumbnail).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.screenshot({ path: 'test-results/admin-product-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Casque de moto e2e est enregistré. Les boutiques ouvertes le verront à leur prochaine vérification.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(itemId) })).toContainText('275 H-Points');

  // Players see it, with its image, on their next load.
  const catalogue = (await (await page.request.get('/api/shopVer')).json()) as { shopData: { products: { itemId: string; images: string[] }[] } };
  const created = catalogue.shopData.products.find((product) => product.itemId === itemId);
  expect(created?.images).toHaveLength(1);
  const image = await page.request.get(created!.images[0]!);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toContain('image/jpeg');
  // The card takes one of its WebP variants, never the photo.
  const base = created!.images[0]!.replace(/\.jpg$/, '');
  const variant = page.waitForResponse((response) => response.url().includes(`${base}.w`));
  await page.goto('/objets');
  await card(page, 'Casque de moto e2e').scrollIntoViewIfNeeded();
  await expect(card(page, 'Casque de moto e2e')).toBeVisible();
  const response = await variant;
  const bytes = (await response.body()).length;
  expect([response.status(), response.headers()['content-type']]).toEqual([200, 'image/webp']);
  expect(bytes).toBeLessThanOrEqual(40_000);
  expect(bytes).toBeLessThan(photo.length / 40);
  const shown = card(page, 'Casque de moto e2e').locator('img');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBe(response.url());

  // Its description reaches players as the server cleaned it: the handler the admin typed is gone, and never ran.
  await card(page, 'Casque de moto e2e').getByRole('button', { name: 'Casque de moto e2e' }).click();
  const description = page.getByRole('dialog', { name: 'Casque de moto e2e' }).getByText('Protège la');
  await expect(description.locator('b')).toHaveText('tête');
  expect(await description.evaluate((node) => node.parentElement!.innerHTML)).not.toContain('onerror');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('the dashboard: this month by default, totals, each chart with its table, another period by keyboard', async ({ page }) => {
  await adminLogsIn(page, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tableau de bord' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Ce mois-ci' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('term').filter({ hasText: 'Encaissé' })).toBeVisible();
  for (const title of ['Argent par jour', 'H-Points par jour', 'Achats et nouveaux joueurs par jour']) {
    const chart = page.getByRole('region', { name: title, exact: true });
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByRole('region', { name: `${title} : tableau` }).getByRole('row')).not.toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Le mois dernier' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Le mois dernier' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/admin\?du=\d{4}-\d{2}-01&au=\d{4}-\d{2}-\d{2}$/);
  await page.getByLabel('Du', { exact: true }).fill('2025-03-31');
  await page.getByLabel('Au', { exact: true }).fill('2025-03-01');
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choisissez deux dates, la première avant la seconde, 366 jours au plus.');
  // On a phone, the charts shrink to it: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Argent par jour', exact: true }).locator('canvas')).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});

/** A signed payment.completed (the development server's public secret) that names no buyer the shop knows. */
async function unmatchedPayment(page: Page, transactionId: string) {
  const raw = JSON.stringify({
    id: randomUUID(), type: 'payment.completed', date: new Date().toISOString(),
    subject: {
      transaction_id: transactionId, status: { id: 1, description: 'Complete' }, price_paid: { amount: 9.99, currency: 'EUR' },
      customer: { email: 'e2e@example.com', username: { id: `e2e-${transactionId}`, username: 'cfx_e2e' } },
      products: [{ id: 201, name: '1000 H-Points', quantity: 1 }], custom: null,
    },
  });
  const signature = createHmac('sha256', 'dev-tebex-webhook-secret').update(createHash('sha256').update(raw).digest('hex')).digest('hex');
  const r = await page.request.post('/api/tebex/webhook', { data: raw, headers: { 'Content-Type': 'application/json', 'X-Signature': signature } });
  expect((await r.json()).result).toBe('ignored');
}

test('an unmatched Tebex payment is credited to demo from the console, once', async ({ page }) => {
  const transactionId = `tbx-e2e-${Date.now()}`;
  await unmatchedPayment(page, transactionId);
  await adminLogsIn(page, '/admin/paiements?etat=unmatched');
  const row = page.getByRole('row').filter({ hasText: transactionId });
  await expect(row).toContainText('Sans acheteur reconnu');
  await row.getByRole('button', { name: 'Créditer à un joueur' }).click();
  const dialog = page.getByRole('dialog', { name: 'Créditer à un joueur' });
  await dialog.getByRole('button', { name: 'Créditer à un joueur' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choisissez un joueur dans les résultats.');
  await dialog.getByRole('searchbox', { name: 'Rechercher un joueur' }).fill('demo');
  await page.keyboard.press('Enter');
  await dialog.getByRole('radio', { name: /^demo\b/ }).check();
  await dialog.getByRole('button', { name: 'Créditer à un joueur' }).click();
  await expect(page.getByText('Paiement crédité à demo.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const demoId = (await (await page.request.get('/api/manage/players?q=demo')).json()).players[0].id;
  const again = await page.request.post(`/api/manage/payments/${transactionId}/credit`, { data: { accountId: demoId } });
  expect([again.status(), (await again.json()).error]).toEqual([409, 'Ce paiement a déjà été crédité.']);
});

test('demo is refused the console', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Votre compte n’est pas administrateur : la console ne vous est pas ouverte.');
  await expect(page.getByRole('navigation', { name: 'Console d’administration' })).toHaveCount(0);
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // The API refuses as well.
  expect((await page.request.get('/api/manage/players?q=demo')).status()).toBe(403);
});

test('the console works on a phone (390 px), by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminLogsIn(page);
  const search = page.getByRole('searchbox', { name: 'Rechercher un joueur' });
  await search.focus();
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: 'demo', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  // Nothing wider than the phone but the tables, which scroll inside themselves.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('axe: no serious or critical finding on the console’s pages', async ({ page }) => {
  // Nine pages analysed one after the other: 23 s of the default 30 on a busy machine.
  test.slow();
  await adminLogsIn(page);
  const pages: [string, string][] = [
    ['/admin', 'Tableau de bord'],
    ['/admin/joueurs?q=demo', 'Joueurs'],
    ['/admin/catalogue', 'Catalogue'],
    ['/admin/nouveau-produit', 'Nouveau produit'],
    ['/admin/soldes', 'Soldes'],
    ['/admin/paiements', 'Paiements Tebex'],
    ['/admin/livraisons?etat=all', 'Livraisons'],
    ['/admin/messages', 'Messages de contact'],
    ['/admin/journal', 'Journal des actions'],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    // A page's chunk and its first answers: over 7 s on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Chargement…' })).toHaveCount(0, { timeout: 20_000 });
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(grave.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.goto('/admin/joueurs?q=demo');
  await page.getByRole('link', { name: 'demo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
