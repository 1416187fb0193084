// In game, a modal dims the whole screen (issue 24, item 7): the scrollbar gutter at
// the right edge too, where the transparent page showed the game through a 15 px
// stripe. The game's browser draws real scrollbars, so this browser does as well
// (Playwright hides them by default).
import { expect, test, type Page } from '@playwright/test';
import { API, fakeApi, openInGame } from './game';

const lamp = {
  itemId: 'lampe_torche', label: 'lampe_torche', name: 'Lampe torche', category: 'item', price: 60, moneyType: 'tokens',
  description: '<p>Indispensable.</p>', images: ['/images/products/lampe_torche-1.webp'], index: 1, stocks: null,
};
const shopData = { products: [lamp], bestSeller: ['lampe_torche'], shouldInterest: [] };

/** The colours of a row of pixels of the screen, as the player sees them (the game behind is white here). */
async function pixels(page: Page, y: number, xs: number[]): Promise<number[][]> {
  const shot = await page.screenshot();
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(
      async ({ png, y, xs }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return xs.map((x) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)]);
      },
      { png: shot.toString('base64'), y, xs },
    );
  } finally {
    await decoder.close();
  }
}

for (const [width, height] of [[1920, 1080], [1280, 720]] as const) {
  test(`${width}x${height}: while a modal is open, the right edge (the scrollbar gutter) is dimmed like the rest`, async ({ playwright }) => {
    const { launchOptions } = test.info().project.use;
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] });
    try {
      const page = await (await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' })).newPage();
      await fakeApi(page, {
        'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
        'GET /api/shopVer': { body: { shopVer: 'v1', shopData } },
        'GET /api/getExchangeRate': { body: { base_code: 'EUR', conversion_rates: { EUR: 1 } } },
      });
      const game = await openInGame(page, { hash: '#/objets', config: { apiBaseUrl: API } });
      await game.send('open');
      await expect(page.getByRole('article').filter({ hasText: 'Lampe torche' })).toBeVisible();

      await page.getByRole('article').filter({ hasText: 'Lampe torche' }).getByRole('button', { name: 'Lampe torche' }).click();
      await expect(page.getByRole('dialog', { name: 'Lampe torche' })).toBeVisible();
      // Once the dim has faded in and scrolling is locked.
      await page.waitForFunction(() => document.documentElement.classList.contains('scroll-locked'));
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

      const y = Math.round(height / 2);
      const [left, right] = await pixels(page, y, [2, width - 5]);
      for (const channel of [0, 1, 2]) {
        expect(Math.abs(right![channel]! - left![channel]!), `the right edge ${right} is dimmed as the left edge ${left}`).toBeLessThanOrEqual(4);
      }
      expect(Math.max(...right!), 'no game shows at the right edge').toBeLessThan(40);
    } finally {
      await browser.close();
    }
  });
}
