// English beside French: the whole shop switches at once (texts and the amounts'
// separators), `?lang=en` opens it in English and remembers it, and the settings'
// per-language labels follow with a fallback.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootShop, type ShopRoot } from '../../../src/app/boot';
import { chooseLanguage } from '../../../src/features/language/language-actions';
import { categoryLabel } from '../../../src/state/identity';
import { language } from '../../../src/state/language';
import { productDescription, productName } from '../../../src/state/product-words';
import { product } from '../catalogue/fixtures';
import { demoAccount } from '../account/demo-account';
import { mockApi } from '../../http-mock';
import { fakePlatform } from '../../render';
import { HURRICANE, resetStores } from '../../stores';

let root: ShopRoot | null = null;

async function boot(storage = fakePlatform().storage) {
  const { config, ...base } = fakePlatform({ storage });
  const container = document.body.appendChild(document.createElement('div'));
  const catalogue = { shopVer: 'v1', shopData: { products: [], bestSeller: [], shouldInterest: [] }, identity: HURRICANE };
  root = await act(() => bootShop(container, base, config, { catalogue, account: { ...demoAccount, shopTokens: 12500 } }));
}

describe('the language', () => {
  beforeEach(() => {
    resetStores();
    mockApi({});
  });
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = null;
    window.history.replaceState(null, '', '/');
  });

  it('switches the whole page to English, amounts as "12,500"', async () => {
    await boot();
    expect(await screen.findByText('Boutique du jour')).toBeTruthy();
    expect(screen.getAllByText(/12’500/).length).toBeGreaterThan(0);
    await act(() => chooseLanguage('en'));
    expect(await screen.findByText('Daily shop')).toBeTruthy();
    expect(screen.queryByText('Boutique du jour')).toBeNull();
    expect(screen.getAllByText(/12,500/).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
    await act(() => chooseLanguage('fr'));
    expect(await screen.findByText('Boutique du jour')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('opens in English with ?lang=en, and remembers it on the device', async () => {
    window.history.replaceState(null, '', '/?lang=en');
    const storage = fakePlatform().storage;
    await boot(storage);
    expect(await screen.findByText('Daily shop')).toBeTruthy();
    expect(language.chosen).toBe('en');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await storage.getItem('hurricane:language')).toContain('"en"');
  });

  it('reads the settings\' labels in the language shown, else the default one', () => {
    const identity = { ...HURRICANE, categoryLabels: { fr: { item: 'Objets FR' }, en: { vehicle: 'Cars' } } };
    language.shown = 'en';
    expect(categoryLabel(identity, 'vehicle', 'x')).toBe('Cars');
    expect(categoryLabel(identity, 'item', 'x')).toBe('Objets FR');
    expect(categoryLabel(identity, 'weapon', 'Weapons')).toBe('Weapons');
  });

  it("reads a product's English words when English is shown, else its own", () => {
    const bike = product({ name: 'Moto cross', description: '<p>Tout-terrain.</p>', translations: { en: { name: 'Dirt bike' } } });
    language.shown = 'fr';
    expect([productName(bike), productDescription(bike)]).toEqual(['Moto cross', '<p>Tout-terrain.</p>']);
    language.shown = 'en';
    expect([productName(bike), productDescription(bike)]).toEqual(['Dirt bike', '<p>Tout-terrain.</p>']);
    expect(productName(product({ name: 'Jumelles' }))).toBe('Jumelles');
  });
});
