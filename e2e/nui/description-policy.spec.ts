// In game, product descriptions are rendered as the shop's server cleaned them, and the
// page's Content-Security-Policy runs no script but its own: even a description that
// reached the page uncleaned (a server of another version, a proxy) cannot run one.
import { expect, test } from '@playwright/test';
import { API, fakeApi, openInGame } from './game';

const hostile = {
  itemId: 'lampe_torche', label: 'lampe_torche', name: 'Lampe torche', category: 'item', price: 60, moneyType: 'tokens',
  description: '<p>Indispensable.</p><img src="data:," onerror="window.pwned = 1"><script>window.pwned = 2</script>',
  images: [], index: 1, stocks: null,
};

test('a description\'s scripts and event handlers never run in the game\'s page', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await fakeApi(page, {
    'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
    'GET /api/shopVer': { body: { shopVer: 'v1', shopData: { products: [hostile], bestSeller: [], shouldInterest: [] } } },
    'GET /api/getExchangeRate': { body: { base_code: 'EUR', conversion_rates: { EUR: 1 } } },
  });
  const game = await openInGame(page, { hash: '#/objets', config: { apiBaseUrl: API } });
  await game.send('open');
  await page.getByRole('article').filter({ hasText: 'Lampe torche' }).getByRole('button', { name: 'Lampe torche' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lampe torche' });
  await expect(dialog.getByText('Indispensable.')).toBeVisible();

  // The shop itself runs (its own script is allowed by its hash); the description's do not.
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});
