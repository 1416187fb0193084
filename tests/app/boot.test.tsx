import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CATALOGUE_WAIT_MS, LEAD_IMAGE_WAIT_MS, bootShop, parseConfig, type ShopRoot } from '../../src/app/boot';
import { withDefaults } from '../../src/api/contract/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { shop } from '../../src/state/shop-store';
import { product } from '../features/catalogue/fixtures';
import { afterNextFrame, fakePlatform } from '../render';
import { mockApi } from '../http-mock';
import { prerender } from '../../targets/web/prerender';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { HURRICANE, resetStores } from '../stores';

afterEach(() => (vi.restoreAllMocks(), vi.unstubAllGlobals()));

describe('runtime configuration', () => {
  it('accepts the defaults and fills a partial config from them', () => {
    const result = parseConfig(withDefaults(DEFAULT_CONFIG, { apiBaseUrl: 'https://api.example', tebex: { publicToken: 'abc' } }));
    expect(result).toMatchObject({ config: { apiBaseUrl: 'https://api.example', tebex: { publicToken: 'abc', headlessUrl: 'https://headless.tebex.io' } } });
  });

  it('lists each problem of a bad config', () => {
    const result = parseConfig({ ...DEFAULT_CONFIG, webShopUrl: 'javascript:alert(1)', communityChatUrl: 42 });
    expect('problems' in result && result.problems).toEqual([
      expect.stringMatching(/^webShopUrl : /),
      expect.stringMatching(/^communityChatUrl : /),
    ]);
  });

  it('shows a French error screen, not a blank page, when the config is bad', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.body.appendChild(document.createElement('div'));
    const { config: _config, ...base } = fakePlatform();
    const root = await act(() => bootShop(container, base, { webShopUrl: 'ftp://nope' }));
    expect(screen.getByRole('heading', { name: 'Configuration invalide' })).toBeTruthy();
    expect(screen.getByText(/Prévenez un administrateur du serveur/)).toBeTruthy();
    expect(screen.getByText(/^webShopUrl : /)).toBeTruthy();
    act(() => root.unmount());
  });
});

describe('catalogue at start', () => {
  // A first start starts its data layer after the first frame: let that frame come
  // before the next test (or the end of the file, when no frame would come any more).
  afterEach(() => afterNextFrame());

  const catalogue = (shopVer: string, itemId: string) => ({
    shopVer,
    shopData: { products: [product({ itemId })], bestSeller: [itemId], shouldInterest: [] },
    identity: HURRICANE,
  });

  /** The catalogue check answers `answer`; the other calls find nothing. */
  const serve = (answer: unknown) => mockApi({ 'GET /api/shopVer': { body: answer } }).calls;

  async function boot(data?: { catalogue?: unknown }) {
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    const root = await act(() => bootShop(container, base, config, data));
    return () => act(() => root.unmount());
  }

  it('a first start with nothing stored renders once the catalogue is there, with the products', async () => {
    resetStores();
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockApi({ 'GET /api/shopVer': () => answered.then(() => ({ body: catalogue('v1', 'kit') })) });
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    let started!: Promise<ShopRoot>;
    await act(async () => {
      started = bootShop(container, base, config);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(calls.map((call) => call.href)).toEqual(['/api/shopVer']);
    expect(container.childElementCount).toBe(0);
    release();
    const root = await act(() => started);
    expect(shop.products.map((p) => p.itemId)).toEqual(['kit']);
    expect(within(container).getByRole('banner')).toBeTruthy();
    act(() => root.unmount());
  });

  it('a first start whose catalogue does not come shows the shop without it after FIRST_CATALOGUE_WAIT_MS', async () => {
    resetStores();
    vi.useFakeTimers();
    mockApi({ 'GET /api/shopVer': () => new Promise(() => {}) });
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    const started = bootShop(container, base, config);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_CATALOGUE_WAIT_MS - 1));
    expect(container.childElementCount).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const root = await act(() => started);
    vi.useRealTimers();
    expect(within(container).getByRole('banner')).toBeTruthy();
    expect(shop.products).toEqual([]);
    act(() => root.unmount());
  });

  it("a first start fetches the home's largest image as soon as the catalogue is there, before rendering the products", async () => {
    resetStores();
    serve(catalogue('v1', 'kit'));
    const imagesOnPage: number[] = [];
    const requested: string[] = [];
    const src = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement, value: string) {
      requested.push(value);
      imagesOnPage.push(document.querySelectorAll('img').length);
      src.set!.call(this, value);
    });
    const unmount = await boot();
    expect(requested[0]).toBe('/images/products/kit-1.svg');
    expect(imagesOnPage[0]).toBe(0);
    unmount();
  });

  /** Holds every image's decode() until the returned release is called. */
  function holdDecodes() {
    let release!: () => void;
    const decoded = new Promise<void>((resolve) => (release = resolve));
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(() => decoded);
    return release;
  }

  it.each([
    ['a first start', undefined],
    ['a start with a known catalogue and no server-rendered page', catalogue('v1', 'kit')],
  ])("%s renders once the home's largest image is decoded, so that it paints with the rest", async (_start, known) => {
    resetStores();
    serve(catalogue('v1', 'kit'));
    const release = holdDecodes();
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    let started!: Promise<ShopRoot>;
    await act(async () => {
      started = bootShop(container, base, config, known && { catalogue: known });
      await vi.waitFor(() => expect(shop.products.map((p) => p.itemId)).toEqual(['kit']));
    });
    expect(container.childElementCount).toBe(0);
    release();
    const root = await act(() => started);
    expect(within(container).getByRole('banner')).toBeTruthy();
    act(() => root.unmount());
  });

  it("a first start whose largest image does not come shows the shop without it after LEAD_IMAGE_WAIT_MS", async () => {
    resetStores();
    serve(catalogue('v1', 'kit'));
    holdDecodes();
    vi.useFakeTimers();
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    const started = bootShop(container, base, config);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shop.products).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(LEAD_IMAGE_WAIT_MS - 1));
    expect(container.childElementCount).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const root = await act(() => started);
    vi.useRealTimers();
    expect(within(container).getByRole('banner')).toBeTruthy();
    act(() => root.unmount());
  });

  it('a first start asks for the catalogue once: the data layer starts after the shop has shown, with that answer as its check', async () => {
    resetStores();
    const { calls } = mockApi({ 'GET /api/shopVer': { body: catalogue('v1', 'kit') } });
    const unmount = await boot();
    expect(calls.map((call) => call.path)).toEqual(['/api/shopVer']);
    await afterNextFrame();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/getExchangeRate'));
    expect(calls.filter((call) => call.path === '/api/shopVer')).toHaveLength(1);
    unmount();
  });

  it('a catalogue inlined in the page is used before the first render, and only its version is checked', async () => {
    resetStores();
    const calls = serve({ shopVer: 'v2' });
    const unmount = await boot({ catalogue: catalogue('v2', 'lampe') });
    expect(shop.products.map((p) => p.itemId)).toEqual(['lampe']);
    expect(calls[0]!.href).toBe('/api/shopVer?version=v2');
    unmount();
  });

  it('a known catalogue shows at once, even an empty one: only a start without any waits', async () => {
    resetStores();
    mockApi({ 'GET /api/shopVer': () => new Promise(() => {}) });
    const container = document.body.appendChild(document.createElement('div'));
    const { config, ...base } = fakePlatform();
    const empty = { shopVer: 'v4', shopData: { products: [], bestSeller: [], shouldInterest: [] } };
    const root = await act(() => bootShop(container, base, config, { catalogue: empty }));
    // The catalogue check never answers: the shop did not wait for it.
    expect(within(container).getByRole('banner')).toBeTruthy();
    act(() => root.unmount());
  });

  it("a server-rendered page is hydrated without waiting for any image: its elements stay, clickable once the shop has them", async () => {
    resetStores();
    serve(catalogue('v1', 'kit'));
    holdDecodes();
    const mismatch = vi.spyOn(console, 'warn');
    // As on the website: a memory location has no server snapshot to hydrate with.
    const { config, ...base } = { ...fakePlatform(), locationHook: useBrowserLocation };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = (await prerender({ path: '/', config, catalogue: catalogue('v1', 'kit'), account: null, language: 'fr' }))!;
    resetStores();
    const serverBanner = within(container).getByRole('banner');
    const root = await act(() => bootShop(container, base, config, { catalogue: catalogue('v1', 'kit'), hydrate: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(container).getByRole('banner')).toBe(serverBanner);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('a server-rendered category page is adopted with all its cards, not only the first rows a click shows first', async () => {
    const many = { shopVer: 'v1', shopData: { products: Array.from({ length: 11 }, (_, i) => product({ itemId: `p${i}`, name: `Produit ${i + 1}` })), bestSeller: [], shouldInterest: [] }, identity: HURRICANE };
    resetStores();
    serve(many);
    const mismatch = vi.spyOn(console, 'warn');
    window.history.replaceState(null, '', '/objets');
    const { config, ...base } = { ...fakePlatform(), locationHook: useBrowserLocation };
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = (await prerender({ path: '/objets', config, catalogue: many, account: null, language: 'fr' }))!;
    expect(within(container).getAllByRole('article')).toHaveLength(11);
    const lastCard = within(container).getAllByRole('article')[10];
    resetStores();
    const root = await act(() => bootShop(container, base, config, { catalogue: many, hydrate: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(container).getAllByRole('article')[10]).toBe(lastCard);
    expect(mismatch).not.toHaveBeenCalled();
    act(() => root.unmount());
    window.history.replaceState(null, '', '/');
  });

  it("another page's server markup (its code not loaded yet) is replaced without waiting for any image", async () => {
    resetStores();
    serve(catalogue('v1', 'kit'));
    holdDecodes();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = '<div inert><p>Rendu par le serveur</p></div>';
    const { config, ...base } = fakePlatform();
    const root = await act(() => bootShop(container, base, config, { catalogue: catalogue('v1', 'kit') }));
    expect(within(container).queryByText('Rendu par le serveur')).toBeNull();
    expect(within(container).getByRole('banner')).toBeTruthy();
    act(() => root.unmount());
  });

  it('an invalid inlined catalogue is ignored: the server is asked for it', async () => {
    resetStores();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = serve(catalogue('v3', 'kit'));
    const unmount = await boot({ catalogue: { shopVer: 3, shopData: '<script>' } });
    expect(calls[0]!.href).toBe('/api/shopVer');
    expect(shop.products.map((p) => p.itemId)).toEqual(['kit']);
    unmount();
  });
});
