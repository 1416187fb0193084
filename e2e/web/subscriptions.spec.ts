// A rank's whole life as a subscription (CONTRACT.md "Ranks are subscriptions", "Money
// that comes back"), on the real app and its sandboxes: demo subscribes to Gold through
// the sandbox checkout; the sandbox's payments page (/sandbox/payments) then renews,
// refunds and ends it with the signed webhooks Tebex would send; the shop shows each
// effect: the rank with "Renouvellement le", the monthly H-Points, the reversal, the rank gone.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { logIn } from './shop';

interface Account {
  rank: string | null;
  subscription?: { rank: string; status: 'active' | 'ending'; until: string } | null;
}
interface HistoryLine {
  id: string;
  packageData: { name: string };
  kind?: string;
  points?: number;
}

const whoAmI = async (page: Page) => (await (await page.request.get('/api/whoAmI')).json()) as Account;
const historyLines = async (page: Page) => {
  const answer = await page.request.get('/api/getPlayerTransactions');
  if (!answer.ok()) return [];
  const { shop, tebex } = (await answer.json()) as { shop: HistoryLine[]; tebex: HistoryLine[] };
  return [...shop, ...tebex];
};
const count = async (page: Page, kind: string, points: number) =>
  (await historyLines(page)).filter((line) => line.kind === kind && line.points === points).length;

const userMenu = (page: Page) => page.getByRole('button', { name: 'Menu de demo' }).first();

/** The user menu of a freshly loaded page (the page carries the account as the server has it now). */
async function openUserMenu(page: Page): Promise<Locator> {
  await page.goto('/');
  await userMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * The history as a player opening it now sees it: in a new browser context, so it is
 * fetched afresh (an open shop asks for it at most once a minute).
 */
async function freshHistory(browser: Browser): Promise<{ history: Locator; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await logIn(page);
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Historique des transactions' }).click();
  const history = page.getByRole('dialog', { name: 'Historique des transactions' });
  await expect(history).toBeVisible();
  return { history, close: () => context.close() };
}

/** The sandbox's payments page, and a row of one of its tables for demo's Gold (newest first). */
async function sandboxRow(page: Page, table: 'Abonnements' | 'Paiements', state: string): Promise<Locator> {
  await page.goto('/sandbox/payments');
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'demo', exact: true }) })
    .filter({ hasText: 'Gold' })
    .filter({ has: page.getByRole('cell', { name: state, exact: true }) })
    .first();
}

/** The shop's answers the payments page shows after an action: "Webhook <type> : <result>". */
const answers = (page: Page) => page.getByRole('status', { name: 'Réponses de la boutique' });

test.describe.configure({ mode: 'serial' });

test('demo subscribes to Gold, it renews, a renewal is refunded, it ends: the shop shows each step', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logIn(page);
  expect((await whoAmI(page)).rank).toBeNull(); // the demo account has no rank at seed

  // Subscribe to Gold through the hosted store and the sandbox checkout (demo's Discord is linked).
  await page.goto('/abonnements');
  await expect(userMenu(page)).toBeVisible();
  // The five ranks' "Souscrire", lowest first: VIP Silver, Gold, …
  await page.getByRole('table', { name: 'Comparatif des abonnements' }).getByRole('button', { name: 'Souscrire' }).nth(1).click();
  const popup = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(popup).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText('Gold', { exact: true }).first()).toBeVisible();
  await popup.getByRole('button', { name: 'Confirmer', exact: true }).click();
  await page.getByRole('dialog', { name: 'Confirmer la transaction ?' }).getByRole('button', { name: 'Oui' }).click();
  await page.frameLocator('iframe[name^="__zoid__tebex"]').getByRole('button', { name: 'Payer' }).click({ timeout: 15_000 });
  await expect(page.getByText('Merci ! Votre paiement est accepté', { exact: false })).toBeVisible({ timeout: 15_000 });

  // Credited by the webhooks: the rank, a renewing subscription, the first month's H-Points.
  await expect.poll(async () => (await whoAmI(page)).subscription).toMatchObject({ rank: 'Gold', status: 'active' });
  expect((await whoAmI(page)).rank).toBe('Gold');
  await expect.poll(() => count(page, 'monthly', 1200)).toBe(1);
  const menu = await openUserMenu(page);
  await expect(menu.getByText('Gold', { exact: false }).first()).toBeVisible();
  await expect(menu.getByText(/Renouvellement le/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The sandbox renews it: recurring-payment.renewed, then payment.completed of the new transaction.
  const subscription = await sandboxRow(page, 'Abonnements', 'Actif');
  await subscription.getByRole('button', { name: 'Renouveler' }).click();
  await expect(answers(page)).toContainText(/Webhook recurring-payment\.renewed : (applied|credited)/);
  await expect(answers(page)).toContainText(/Webhook payment\.completed : (applied|credited|duplicate)/);
  await expect.poll(() => count(page, 'monthly', 1200)).toBe(2);
  const renewed = await freshHistory(browser);
  await expect(renewed.history.getByText('Points mensuels Gold').first()).toBeVisible();
  await expect(renewed.history.getByText(/\+1’200/).first()).toBeVisible();
  await renewed.close();

  // The renewal is refunded: its H-Points are taken back; the first month still holds the rank.
  const renewal = await sandboxRow(page, 'Paiements', 'Payé'); // newest first: the renewal
  await renewal.getByRole('button', { name: 'Rembourser' }).click();
  await expect(answers(page)).toContainText('Webhook payment.refunded : applied');
  await expect.poll(() => count(page, 'reversal', -1200)).toBe(1);
  const refunded = await freshHistory(browser);
  await expect(refunded.history.getByText('Remboursement').first()).toBeVisible();
  await refunded.close();
  expect((await whoAmI(page)).rank).toBe('Gold');

  // Tebex ends the subscription: the rank goes.
  const ending = await sandboxRow(page, 'Abonnements', 'Actif');
  await ending.getByRole('button', { name: 'Terminer' }).click();
  await expect(answers(page)).toContainText('Webhook recurring-payment.ended : applied');
  await expect.poll(async () => (await whoAmI(page)).rank).toBeNull();
  expect((await whoAmI(page)).subscription ?? null).toBeNull();
  const after = await openUserMenu(page);
  await expect(after.getByText(/Renouvellement le|Se termine le/)).toHaveCount(0);
  await expect(after.getByText('Gold', { exact: false })).toHaveCount(0);
});
