// @vitest-environment node
// The server renders the web page's first paint without a DOM: what it renders is
// the shop's own first render for a visitor, with the catalogue.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { DEMO, product } from '../features/catalogue/fixtures';
import { prerender } from '../../targets/web/prerender';

const catalogue = {
  shopVer: 'v1',
  shopData: {
    products: [product({ itemId: 'lampe', name: 'Lampe torche', images: ['/images/products/lampe-1.webp'] }), product({ itemId: 'kit', category: 'vehicle', name: 'Moto cross' })],
    bestSeller: ['lampe'],
    shouldInterest: [],
  },
};

describe('the server-rendered first paint', () => {
  it('renders the home with its best seller, inert until the shop starts', async () => {
    const html = await prerender({ path: '/', config: DEFAULT_CONFIG, catalogue, account: null, language: 'fr' });
    expect(typeof document).toBe('undefined');
    expect(html).toMatch(/^<div inert>/);
    expect(html).toContain('Lampe torche');
    expect(html).toContain('src="/images/products/lampe-1.webp"');
    expect(html).toContain('Connexion');
    expect(html).toContain('ABONNEMENTS');
  });

  it('renders a category page with its products', async () => {
    const html = await prerender({ path: '/vehicules', config: DEFAULT_CONFIG, catalogue, account: null, language: 'fr' });
    expect(html).toContain('Moto cross');
    expect(html).not.toContain('Lampe torche');
  });

  it('renders cash prices with their buttons: a cash button reads nothing of the browser while it renders', async () => {
    const ranks = { ...catalogue, shopVer: 'v2', shopData: { ...catalogue.shopData, products: [product({ itemId: 'grade_gold', name: 'Gold', category: 'Grades', moneyType: 'cash', price: 14.99, tebexPackageId: 102 })] } };
    const html = await prerender({ path: '/abonnements', config: DEFAULT_CONFIG, catalogue: ranks, account: null, language: 'fr' });
    // React falls back to the browser for a part whose render throws (here `window`), and leaves a <template> where it was.
    expect(html).not.toContain('<template');
    expect(html).toContain('Gold');
    expect(html).toContain('>Souscrire<');
  });

  it("renders the session's account: its balance in the bar, and no Connexion", async () => {
    const html = await prerender({ path: '/', config: DEFAULT_CONFIG, catalogue, account: DEMO, language: 'fr' });
    expect(html).toContain('12’500');
    expect(html).not.toContain('>Connexion<');
    // The next page is rendered for its own session.
    expect(await prerender({ path: '/', config: DEFAULT_CONFIG, catalogue, account: null, language: 'fr' })).toContain('>Connexion<');
  });

  it('renders in English when the page is asked in English, and in French again for the next one', async () => {
    const html = await prerender({ path: '/', config: DEFAULT_CONFIG, catalogue, account: DEMO, language: 'en' });
    expect(html).toContain('SUBSCRIPTIONS');
    expect(html).toContain('12,500');
    expect(html).not.toContain('ABONNEMENTS');
    expect(await prerender({ path: '/', config: DEFAULT_CONFIG, catalogue, account: null, language: 'fr' })).toContain('ABONNEMENTS');
  });

  it('renders nothing for an invalid config: the shop shows its config error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await prerender({ path: '/', config: { webShopUrl: 'ftp://nope' }, catalogue, account: null, language: 'fr' })).toBeNull();
  });
});
