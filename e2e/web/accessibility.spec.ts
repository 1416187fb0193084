// An axe-core audit of the shop's main states: no serious or critical finding.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './shop';

async function audit(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return grave.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The shop has started (its first paint from the server is inert until then). */
async function started(page: Page, loggedIn: boolean) {
  await expect(page.getByRole('button', { name: loggedIn ? 'Menu de demo' : 'Connexion', exact: true }).first()).toBeVisible();
}

const visitorStates: [string, string, (page: Page) => Promise<void>][] = [
  ['home', '/', async () => {}],
  ['a category', '/objets', async () => {}],
  ['an item overlay', '/vehicules', async (page) => {
    await page.getByRole('article').first().getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }],
  ['the login panel', '/', async (page) => {
    await page.getByRole('button', { name: 'Connexion', exact: true }).first().click();
    await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
  }],
  ['the contact page', '/contact', async () => {}],
  ['the 404 page', '/nulle-part/ici/encore', async () => {}],
];

for (const [name, path, act] of visitorStates) {
  test(`axe: ${name}, logged out`, async ({ page }) => {
    // An axe pass over a whole page took past 30 s on a busy machine (as the console's).
    test.slow();
    await page.goto(path);
    await started(page, false);
    await act(page);
    expect(await audit(page)).toEqual([]);
  });
}

const playerStates: [string, string, (page: Page) => Promise<void>][] = [
  ['the user menu', '/', async (page) => {
    await page.getByRole('button', { name: 'Menu de demo' }).first().click();
    await expect(page.getByRole('menu')).toBeVisible();
  }],
  ['the daily shop', '/daily-shop', async () => {}],
  ['the basket recap', '/objets', async (page) => {
    await page.getByRole('button', { name: /^Panier/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }],
  ['the history', '/', async (page) => {
    await page.getByRole('button', { name: 'Menu de demo' }).first().click();
    await page.getByRole('menuitem', { name: /Historique/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }],
];

for (const [name, path, act] of playerStates) {
  test(`axe: ${name}, logged in`, async ({ page }) => {
    test.slow();
    await logIn(page);
    await page.goto(path);
    await started(page, true);
    await act(page);
    expect(await audit(page)).toEqual([]);
  });
}
