import { expect, test } from '@playwright/test';
import { adminLogsIn, balance, card, chooseCharacter, logIn, tokens } from './shop';

// A sale on the real app: an admin creates it in the console (its dates on the Paris
// clock); a player's open shop takes it at its next version check (30 s), its card shows
// the old price struck through, the sale's price and the time left; buying charges the
// sale's price. Its own project (web-sales): the sale changes prices for every page.
const SHOP_VER_POLL_MS = 30_000;
test.use({ viewport: { width: 1366, height: 768 } });

/** What a Paris clock reads `offsetMs` from now, as a datetime-local input takes it. */
function parisClock(offsetMs: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(Date.now() + offsetMs);
  const p = Object.fromEntries(parts.map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

test('an admin creates a sale on the weapons; the shop shows it with its time left; buying charges the sale price', async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris', viewport: { width: 1366, height: 768 } });
  const shop = await context.newPage();
  await shop.clock.install();
  await logIn(shop);
  await shop.goto('/armes');
  const pistol = card(shop, 'Pistolet de combat');
  await expect(pistol).toContainText(tokens(800));
  await expect(pistol.locator('s')).toHaveCount(0);

  await adminLogsIn(page, '/admin/soldes');
  await expect(page.getByRole('heading', { level: 1, name: 'Soldes' })).toBeVisible();
  await page.getByRole('button', { name: 'Nouvelle solde' }).click();
  const form = page.getByRole('form', { name: 'Nouvelle solde' });
  await form.getByLabel('Nom').fill('Soldes e2e');
  await form.getByLabel('Réduction (%)').fill('25');
  await form.getByLabel('Début (heure de Paris)').fill(parisClock(-60_000));
  await form.getByLabel('Fin (heure de Paris)').fill(parisClock((2 * 24 + 5) * 3600_000));
  await form.getByRole('checkbox', { name: 'Arme' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Solde « Soldes e2e » enregistrée.')).toBeVisible();
  const row = page.getByRole('row', { name: /Soldes e2e/ });
  await expect(row).toContainText('−25 %');
  await expect(row).toContainText('En cours');

  // 800 − 25 % = 600, the old price struck through, and the time left.
  await shop.clock.fastForward(SHOP_VER_POLL_MS);
  await expect(pistol.locator('s')).toHaveText(`Ancien prix :${tokens(800)}`);
  await expect(pistol).toContainText(tokens(600));
  await expect(pistol).toContainText('-25%');
  await expect(pistol.getByText(/^Fin dans 2 j [45] h$/)).toBeVisible();

  const before = await balance(shop);
  await pistol.getByRole('button', { name: 'Acheter' }).click();
  const dialog = shop.getByRole('dialog', { name: 'Achat rapide' });
  await expect(dialog.locator('s')).toHaveText(`Ancien prix :${tokens(800)}`);
  await chooseCharacter(shop, dialog, 'Jean Dupont');
  await dialog.getByRole('button', { name: 'Acheter' }).click();
  await shop.clock.fastForward(3000);
  await expect(shop.getByRole('dialog', { name: 'Achat effectué' }).getByText('Pistolet de combat × 1')).toBeVisible({ timeout: 10_000 });
  expect(await balance(shop)).toBe(before - 600);

  // Deleted, the sale leaves the shop for the specs after this one.
  await row.getByRole('button', { name: 'Supprimer Soldes e2e' }).click();
  await page.getByRole('dialog', { name: 'Supprimer' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Solde « Soldes e2e » supprimée.')).toBeVisible();
  await expect(page.getByText('Aucune solde pour le moment.')).toBeVisible();
  await context.close();
});
