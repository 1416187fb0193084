// The menus are placed by floating-ui (issue 33, item 4): at 320, 390 and 1366 px every
// menu of the bar ("Plus", "Devise", the user menu) and of the mobile drawer opens
// inside the screen just below its button, and above it where there is no room below (the drawer's user menu, at
// its foot; the bar's menus with the bar at the bottom of the screen).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { barAtBottom, expectMenuPlaced } from '../menu-placement';
import { logIn } from './shop';

const currency = (scope: Page | Locator) => scope.getByRole('button', { name: /^Devise : / });
const userMenu = (scope: Page | Locator) => scope.getByRole('button', { name: 'Menu de demo' });

async function openShop(page: Page) {
  await logIn(page);
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root > [inert]') === null);
}

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Ouvrir le menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' });
}

test.describe('1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the bar's menus open just below their buttons, and above them with the bar at the bottom", async ({ page }) => {
    await openShop(page);
    const bar = page.getByRole('banner');
    const menus = [bar.getByRole('button', { name: 'Plus', exact: true }), currency(bar), userMenu(bar)];
    for (const button of menus) await expectMenuPlaced(page, button, 'below');
    await barAtBottom(page);
    for (const button of menus) await expectMenuPlaced(page, button, 'above');
  });
});

for (const [width, height] of [[390, 844], [320, 640]] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the drawer's menus open in place: the currency just below its button, the user menu above it, at the drawer's foot", async ({ page }) => {
      await openShop(page);
      const drawer = await openDrawer(page);
      await expectMenuPlaced(page, currency(drawer), 'below');
      await expectMenuPlaced(page, userMenu(drawer), 'above');
      await expect(drawer).toBeVisible();
    });
  });
}

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bar's currency menu opens just below its button, kept inside the screen", async ({ page }) => {
    await openShop(page);
    await expectMenuPlaced(page, currency(page.getByRole('banner')), 'below');
  });
});
