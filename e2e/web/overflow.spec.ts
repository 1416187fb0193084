// Every width from 320 px up fits (issue 24, item 6): at 320, 390 and 1366 px, nothing
// scrolls sideways, neither the page nor any overlay (the user menu, the drawer, the
// basket recap, the history, the character modal, the quick buy, an item, the login
// panel and its guide), every element shown ends inside the viewport, centred dialogs
// are centred, and the history's search field shows its whole placeholder.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './shop';

const WIDTHS = [320, 390, 1366];

/** Seven lines, so the history shows its search field, its sort and two pages. */
const TRANSACTIONS = {
  shop: Array.from({ length: 7 }, (_, i) => ({
    id: `achat-${i + 1}`,
    date: new Date(Date.UTC(2026, 9, i + 1, 12)).toISOString(),
    packageData: { id: 'kit', name: 'Kit de réparation' },
    quantity: 1,
    kind: 'purchase',
    points: -250,
  })),
  tebex: [],
};

interface Fit {
  page: { scroll: number; width: number };
  dialogs: { name: string; scroll: number; width: number; left: number; right: number }[];
  outside: string[];
}

/**
 * What overflows, measured against the layout viewport: a fixed box's width, which
 * leaves out a scrollbar gutter (the root's `clientWidth` may count it). An element
 * clipped away by a scrolling ancestor (a carousel's next slide) is not shown.
 */
function measure(): Fit {
  const probe = document.body.appendChild(document.createElement('div'));
  probe.style.cssText = 'position:fixed;inset:0;visibility:hidden;pointer-events:none';
  const viewport = Math.min(probe.getBoundingClientRect().width, document.documentElement.clientWidth);
  probe.remove();
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} »`;
  const outside: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility !== 'visible') continue;
    let left = box.left;
    let right = box.right;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
    }
    if (right - left <= 0.5) continue; // clipped away
    if (left < -0.5 || right > viewport + 0.5) outside.push(`${name(element)}: ${Math.round(left)}…${Math.round(right)} of ${viewport}`);
  }
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="menu"]')].map((dialog) => {
    const box = dialog.getBoundingClientRect();
    return { name: name(dialog), scroll: dialog.scrollWidth, width: dialog.clientWidth, left: box.left, right: viewport - box.right };
  });
  return { page: { scroll: document.documentElement.scrollWidth, width: viewport }, dialogs, outside };
}

/** Once every overlay has slid in: nothing overflows. */
async function expectFits(page: Page, what: string) {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity).map((animation) => animation.finished)));
  const fit = await page.evaluate(measure);
  expect(fit.page.scroll, `${what}: the page does not scroll sideways`).toBeLessThanOrEqual(fit.page.width);
  for (const dialog of fit.dialogs) expect(dialog.scroll, `${what}: ${dialog.name} does not scroll sideways`).toBeLessThanOrEqual(dialog.width);
  expect(fit.outside, `${what}: every element shown ends in the viewport`).toEqual([]);
  return fit;
}

/** A centred dialog leaves the same room on its left and on its right. */
async function expectCentred(page: Page, label: string) {
  const fit = await expectFits(page, label);
  const dialog = fit.dialogs.find((candidate) => candidate.name.includes(`« ${label}`));
  expect(dialog, `${label} is open`).toBeTruthy();
  expect(Math.abs(dialog!.left - dialog!.right), `${label} is centred (${dialog!.left} | ${dialog!.right})`).toBeLessThanOrEqual(1);
}

const phone = (page: Page) => page.viewportSize()!.width <= 618;

async function started(page: Page) {
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
}

async function closeAll(page: Page) {
  for (let i = 0; i < 3 && (await page.locator('[aria-modal="true"], [role="menu"]').count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(page.locator('[aria-modal="true"]')).toHaveCount(0);
}

/** The user menu: in the bar, or at the bottom of the drawer on a phone. */
async function openUserMenu(page: Page) {
  if (phone(page)) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectFits(page, 'the drawer');
  }
  await page.getByRole('button', { name: 'Menu de demo' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("a player's page and every overlay fit, with nothing scrolling sideways", async ({ page }) => {
      test.setTimeout(60_000);
      await page.route('**/api/getPlayerTransactions', (route) => route.fulfill({ json: TRANSACTIONS }));
      await logIn(page);
      await page.goto('/objets');
      await started(page);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Panier : / })).toBeVisible();
      await expectFits(page, 'the page');

      await openUserMenu(page);
      await expectFits(page, 'the user menu');
      await page.getByRole('menuitem', { name: 'Historique des transactions' }).click();
      const history = page.getByRole('dialog', { name: 'Historique des transactions' });
      await expect(history.getByText('Page 1 / 2')).toBeVisible();
      await expectCentred(page, 'Historique des transactions');
      const search = history.getByRole('searchbox');
      const room = await search.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, needs: context.measureText(input.placeholder).width, text };
      });
      expect(room.needs, `the search field shows "${room.placeholder}" whole`).toBeLessThanOrEqual(room.text);
      await closeAll(page);

      await openUserMenu(page);
      await page.getByRole('menuitem', { name: 'Sélection de personnage' }).click();
      await expect(page.getByRole('dialog', { name: 'Sélection de personnage' })).toBeVisible();
      await expectCentred(page, 'Sélection de personnage');
      await closeAll(page);

      if (!phone(page)) {
        await page.getByRole('banner').getByRole('button', { name: /^Devise/ }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectFits(page, 'the currency menu');
        await closeAll(page);
      }

      await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
      await page.getByRole('banner').getByRole('button', { name: 'Panier : 1 article' }).click();
      await expect(page.getByRole('dialog', { name: 'Récapitulatif de la transaction' })).toBeVisible();
      await expectCentred(page, 'Récapitulatif de la transaction');
      await closeAll(page);

      await page.getByRole('article').nth(1).getByRole('button', { name: 'Acheter', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Achat rapide' })).toBeVisible();
      await expectCentred(page, 'Achat rapide');
      await closeAll(page);

      await page.getByRole('article').first().getByRole('button', { name: 'Kit de réparation' }).click();
      await expect(page.getByRole('dialog', { name: 'Kit de réparation' })).toBeVisible();
      await expectCentred(page, 'Kit de réparation');
    });

    test("a visitor's page, the login panel and its guide fit", async ({ page }) => {
      await page.goto('/objets');
      await started(page);
      await expectFits(page, 'the page');
      if (phone(page)) await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('button', { name: 'Connexion', exact: true }).filter({ visible: true }).first().click();
      await expect(page.getByRole('dialog', { name: 'Connexion' })).toBeVisible();
      await expectFits(page, 'the login panel');
      await page.getByRole('button', { name: 'Connexion à partir du jeu' }).click();
      await expect(page.getByRole('dialog', { name: 'Connexion à partir du jeu' })).toBeVisible();
      await expectFits(page, 'the guide');
    });
  });
}
