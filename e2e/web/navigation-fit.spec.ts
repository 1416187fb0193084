// The navigation fits (issue 13, item 6): at every desktop width, logged in or not,
// the bar shows each entry or lists it under "Plus", and shows its whole right side,
// nothing clipped, nothing overlapping, nothing scrolling; toasts stay under it.
import { expect, test, type Locator, type Page } from '@playwright/test';

const VISITOR_ENTRIES = ['Abonnements', 'Objets (FA)', 'Packs (FA)', 'Vehicules (FA)', 'Armes (FA)'];
const PLAYER_ENTRIES = ['Boutique du jour', ...VISITOR_ENTRIES];
const WIDTHS = [619, 800, 1024, 1366, 1920];

interface Box {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const bar = (page: Page) => page.getByRole('banner');
const entriesRow = (page: Page) => bar(page).getByRole('navigation', { name: 'Navigation principale' });
const plus = (page: Page) => bar(page).getByRole('button', { name: 'Plus', exact: true });

async function login(page: Page) {
  await bar(page).getByRole('button', { name: 'Connexion', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Connexion' });
  // lucas_rp holds a rank (VIP Silver) and a longer name than demo: the widest right side of the bar.
  await panel.getByLabel("Nom d'utilisateur").fill('lucas_rp');
  await panel.getByLabel('Mot de passe').fill('lucas1234');
  await panel.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(bar(page).getByRole('button', { name: 'Menu de lucas_rp' })).toBeVisible();
}

async function boxOf(name: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  return { name, ...box };
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 0.5 && Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 0.5;

/** The bar's right side: each control must show in full. */
function sideControls(page: Page, loggedIn: boolean): [string, Locator][] {
  const side: [string, Locator][] = [
    ['devise', bar(page).getByRole('button', { name: /^Devise : / })],
    ['H-Points', bar(page).getByRole('link', { name: loggedIn ? /^[\d’]+ H-Points$/ : 'Acheter des H-Points' })],
  ];
  if (!loggedIn) return [...side, ['connexion', bar(page).getByRole('button', { name: 'Connexion', exact: true })]];
  return [
    ...side,
    ['panier', bar(page).getByRole('button', { name: /^Panier : \d+ article/ })],
    ['rang', bar(page).getByRole('img', { name: 'Rang VIP Silver' })],
    ['menu utilisateur', bar(page).getByRole('button', { name: 'Menu de lucas_rp' })],
  ];
}

/**
 * Which entries show, once the bar has settled at this width: every entry either
 * shows in full inside the row or is invisible, and "Plus" is there exactly when
 * one is invisible.
 */
async function shownEntries(page: Page, all: string[]): Promise<string[]> {
  const row = entriesRow(page);
  let shown: string[] = [];
  // Settled: two readings in a row agree ("Plus" appearing can push one more entry out).
  let previous = '';
  await expect(async () => {
    const rowBox = await boxOf('row', row);
    shown = [];
    for (const name of all) {
      const link = row.getByRole('link', { name, exact: true, includeHidden: true });
      if (!(await link.isVisible())) continue;
      const box = await boxOf(name, link);
      expect(box.x, `${name} starts in the row`).toBeGreaterThanOrEqual(rowBox.x - 0.5);
      expect(box.x + box.width, `${name} ends in the row`).toBeLessThanOrEqual(rowBox.x + rowBox.width + 0.5);
      expect(box.y + box.height, `${name} is on the row`).toBeLessThanOrEqual(rowBox.y + rowBox.height + 0.5);
      expect(await link.evaluate((element) => element.scrollWidth - element.clientWidth), `${name} shows its whole label`).toBeLessThanOrEqual(0);
      shown.push(name);
    }
    expect(shown, 'the shown entries lead').toEqual(all.slice(0, shown.length));
    await expect(plus(page)).toHaveCount(shown.length < all.length ? 1 : 0, { timeout: 0 });
    const reading = shown.join('|');
    const settled = reading === previous;
    previous = reading;
    expect(settled, 'the same entries show twice in a row').toBe(true);
  }).toPass({ timeout: 5000, intervals: [150, 250, 250, 500] });
  return shown;
}

/** The whole check of one width: entries, "Plus", the right side, no overlap, no scroll. */
async function checkBar(page: Page, loggedIn: boolean) {
  const all = loggedIn ? PLAYER_ENTRIES : VISITOR_ENTRIES;
  let shown: string[] = [];
  let hidden: string[] = [];
  // The row and the "Plus" menu agree at one moment (near a threshold the row may
  // still settle by one entry between two readings).
  await expect(async () => {
    shown = await shownEntries(page, all);
    hidden = all.filter((name) => !shown.includes(name));
    if (!hidden.length) return;
    await plus(page).click();
    try {
      await expect(page.getByRole('menuitem')).toHaveText(hidden, { timeout: 1500 });
    } finally {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menuitem')).toHaveCount(0);
    }
  }).toPass({ timeout: 20_000 });

  const viewport = await page.evaluate(() => document.documentElement.clientWidth);
  const barBox = await boxOf('barre', bar(page));
  const controls: Box[] = [await boxOf('marque', bar(page).getByRole('link', { name: 'Hurricane' }))];
  for (const name of shown) controls.push(await boxOf(name, entriesRow(page).getByRole('link', { name, exact: true })));
  if (hidden.length) controls.push(await boxOf('Plus', plus(page)));
  for (const [name, locator] of sideControls(page, loggedIn)) {
    await expect(locator, `${name} shows`).toBeVisible();
    controls.push(await boxOf(name, locator));
  }
  for (const box of controls) {
    expect(box.x, `${box.name} starts in the page`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${box.name} ends in the page (${viewport} px)`).toBeLessThanOrEqual(viewport + 0.5);
    expect(box.y, `${box.name} is in the bar`).toBeGreaterThanOrEqual(barBox.y - 0.5);
    expect(box.y + box.height, `${box.name} is in the bar`).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
  }
  for (const [index, a] of controls.entries()) {
    for (const b of controls.slice(index + 1)) expect(overlap(a, b), `${a.name} and ${b.name} do not overlap`).toBe(false);
  }
  const sizes = await entriesRow(page).evaluate((row) => ({
    rowScroll: row.scrollWidth,
    rowWidth: row.clientWidth,
    pageScroll: document.documentElement.scrollWidth,
    pageWidth: document.documentElement.clientWidth,
  }));
  expect(sizes.rowScroll, 'the entries never scroll').toBeLessThanOrEqual(sizes.rowWidth);
  expect(sizes.pageScroll, 'the page never scrolls sideways').toBeLessThanOrEqual(sizes.pageWidth);
  return { controls, shown };
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a visitor sees every entry, directly or under "Plus", and the whole right side', async ({ page }) => {
      await page.goto('/objets');
      await checkBar(page, false);
    });

    test('a player sees every entry, directly or under "Plus", the whole right side, and toasts under the bar', async ({ page }) => {
      await page.goto('/objets');
      await login(page);
      const { controls } = await checkBar(page, true);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Ajouter au panier', disabled: false }).first().click();
      const added = page.getByRole('status').locator('div').filter({ hasText: /^Ajouté : / });
      await expect(added).toBeVisible();
      await expect(bar(page).getByRole('button', { name: 'Panier : 1 article' })).toBeVisible();
      // Every toast shown (the login's one too), once it has slid in.
      const barBox = await boxOf('barre', bar(page));
      const toasts = page.getByRole('status').locator('> div');
      for (const toast of await toasts.all()) {
        await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        const toastBox = await boxOf(`toast « ${await toast.textContent()} »`, toast);
        for (const control of controls) expect(overlap(toastBox, control), `${toastBox.name} leaves ${control.name} uncovered`).toBe(false);
        expect(toastBox.y, `${toastBox.name} is under the bar`).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      }
    });
  });
}

test('the bar keeps fitting while the window is resized, and shows the same entries whichever way it got there', async ({ page }) => {
  test.setTimeout(120_000);
  const shrinking = [1920, 1700, 1500, 1366, 1280, 1150, 1024, 950, 900, 850, 800, 750, 700, 660, 619];
  await page.setViewportSize({ width: 1920, height: 800 });
  await page.goto('/packs');
  for (const loggedIn of [false, true]) {
    if (loggedIn) await login(page);
    const shownAt = new Map<number, string[]>();
    for (const width of shrinking) {
      await page.setViewportSize({ width, height: 800 });
      shownAt.set(width, (await checkBar(page, loggedIn)).shown);
    }
    for (const width of [...shrinking].reverse()) {
      await page.setViewportSize({ width, height: 800 });
      expect((await checkBar(page, loggedIn)).shown, `the entries shown at ${width} px`).toEqual(shownAt.get(width));
    }
  }
});
