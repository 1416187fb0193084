// The in-game page's first script: what it asks for, in which order, and what it hands over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_CODE, earlyAnswers, replayEarlyMessages, takePrefetched } from '../../targets/nui/early-answers';
import { mockApi } from '../http-mock';

const API = 'https://api.test';
const CATALOGUE_URL = `${API}/api/shopVer`;
const catalogue = {
  shopVer: 'v1',
  shopData: {
    products: [{ itemId: 'pack_luxe', category: 'pack', stocks: null, isDailyShopOnly: false, images: ['/images/products/pack_luxe.png'] }],
    bestSeller: ['pack_luxe'],
    shouldInterest: [],
  },
};
const SHOP_TEXT = 'window.shopStarted = true;';

/** The game's side: `ready` answers the config; the API answers the catalogue. */
function game(config: Record<string, unknown>) {
  return mockApi({
    'POST /ready': { body: config },
    'POST /close': { body: {} },
    'GET /api/shopVer': { body: catalogue, headers: { 'Shop-Lead-Image': '/images/products/pack_luxe.png' } },
  });
}

/** Runs the page's first script in this page, as the build puts it before the shop's code. */
async function runEarlyScript() {
  vi.resetModules();
  await import('../../targets/nui/early-start');
}

/** Settles the script's chained answers. */
const settle = () => new Promise((done) => setTimeout(done, 20));
const shopScript = () => document.querySelector('script[type="module"]');

/** The listeners each run of the script adds to the window, removed after each test. */
let added: Parameters<typeof window.addEventListener>[] = [];

beforeEach(() => {
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    added.push(args);
    add(...args);
  });
  document.body.innerHTML = `<div id="root"></div><script type="${SHOP_CODE.type}" id="${SHOP_CODE.id}">${SHOP_TEXT}</script>`;
  window.GetParentResourceName = () => 'hurricane_shop';
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const [type, listener] of added) window.removeEventListener(type, listener);
  added = [];
  delete window.shopEarlyAnswers;
  delete window.GetParentResourceName;
  vi.unstubAllGlobals();
});

describe("the in-game page's first script", () => {
  it('asks for ready, then the catalogue, then starts the shop; the catalogue is taken once, the image its answer names is on its way', async () => {
    const { calls } = game({ apiBaseUrl: `${API}/` });
    await runEarlyScript();
    expect(calls.map((call) => call.href)).toEqual(['https://hurricane_shop/ready']);
    await settle();
    expect(calls.map((call) => call.href)).toEqual(['https://hurricane_shop/ready', CATALOGUE_URL]);
    expect(calls[1]!.init).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
    // The shop's code, the same text, now a module the browser runs.
    expect(shopScript()?.textContent).toBe(SHOP_TEXT);
    expect(document.getElementById(SHOP_CODE.id)).toBeNull();
    expect(earlyAnswers().leadImage?.srcset).toContain(`${API}/images/products/pack_luxe.w1200.webp 1200w`);
    const response = takePrefetched(CATALOGUE_URL);
    await expect(response!.then((r) => r.json())).resolves.toEqual(catalogue);
    expect(takePrefetched(CATALOGUE_URL)).toBeUndefined();
  });

  it('with a stored catalogue, starts the shop at once and asks for no catalogue', async () => {
    localStorage.setItem('hurricane:catalogue', '{"v":1,"data":{}}');
    const { calls } = game({ apiBaseUrl: API });
    await runEarlyScript();
    expect(shopScript()).not.toBeNull();
    await settle();
    expect(calls.map((call) => call.href)).toEqual(['https://hurricane_shop/ready']);
    expect(takePrefetched(CATALOGUE_URL)).toBeUndefined();
  });

  it.each([
    ['an API over plain http', { apiBaseUrl: 'http://boutique.example' }],
    ['no API', {}],
  ])('with %s, asks for no catalogue and starts the shop', async (_case, config) => {
    const { calls } = game(config);
    await runEarlyScript();
    await settle();
    expect(calls.map((call) => call.href)).toEqual(['https://hurricane_shop/ready']);
    expect(shopScript()).not.toBeNull();
  });

  it("keeps the page's messages until the shop listens, then hands them over in order, with their source", async () => {
    game({ apiBaseUrl: API });
    await runEarlyScript();
    window.dispatchEvent(new MessageEvent('message', { data: { action: 'login', data: { token: 't' } }, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { action: 'open' }, source: window }));
    const heard: MessageEvent[] = [];
    window.addEventListener('message', (event) => heard.push(event));
    replayEarlyMessages();
    expect(heard.map((event) => [event.data, event.source === window])).toEqual([
      [{ action: 'login', data: { token: 't' } }, true],
      [{ action: 'open' }, true],
    ]);
    // Later messages reach the shop's listeners only, never twice.
    window.dispatchEvent(new MessageEvent('message', { data: { action: 'close' }, source: window }));
    replayEarlyMessages();
    expect(heard).toHaveLength(3);
  });

  it('Escape on the bare page asks the game to close the shop; with a dialog open it does not', async () => {
    const { calls } = game({ apiBaseUrl: API });
    await runEarlyScript();
    await settle();
    const escape = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"></div>');
    escape();
    expect(calls.filter((call) => call.path === '/close')).toHaveLength(0);
    document.querySelector('[aria-modal]')!.remove();
    escape();
    expect(calls.filter((call) => call.path === '/close')).toHaveLength(1);
  });
});
