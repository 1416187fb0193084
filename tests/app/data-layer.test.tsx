// The website's data layer (TanStack Query, the syncs, the overlay roots) is a chunk
// that arrives after the first render: here the real web loader (data-chunk.ts, whose
// import other tests swap for the game's), held back until a test lets it through.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootShop, type ShopRoot } from '../../src/app/boot';
import type * as WebChunk from '../../src/app/data-chunk';
import { frHistory } from '../../src/i18n/fr-history';
import { ChunkLoadError } from '../../src/ui/lazy-page';
import { TOAST_DURATION_MS } from '../../src/ui/toast';
import { overlays } from '../../src/state/overlays';
import { shop } from '../../src/state/shop-store';
import { DEMO, product } from '../features/catalogue/fixtures';
import { mockApi } from '../http-mock';
import { fakePlatform } from '../render';
import { resetStores } from '../stores';

const chunk = vi.hoisted(() => {
  const gate = { arrive: () => {}, fail: (_error: Error) => {}, arrived: Promise.resolve() };
  return Object.assign(gate, {
    holdBack() {
      gate.arrived = new Promise<void>((resolve, reject) => ((gate.arrive = resolve), (gate.fail = reject)));
    },
  });
});

vi.mock('../../src/app/data-chunk.compact', async () => {
  const web = await vi.importActual<typeof WebChunk>('../../src/app/data-chunk');
  return { loadDataRoot: () => chunk.arrived.then(() => web.loadDataRoot()) };
});

const catalogue = (shopVer: string, itemId: string) => ({
  shopVer,
  shopData: { products: [product({ itemId })], bestSeller: [itemId], shouldInterest: [] },
});

let root: ShopRoot | null = null;

async function boot(container: HTMLElement, data?: { catalogue?: unknown; account?: unknown }) {
  const { config, ...base } = fakePlatform();
  return bootShop(container, base, config, data);
}

describe('the data layer, a chunk of the website', () => {
  beforeEach(() => chunk.holdBack());
  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = null;
    vi.unstubAllGlobals();
  });

  it('the shop shows at once; the catalogue check starts when the chunk is there', async () => {
    resetStores();
    const { calls } = mockApi({ 'GET /api/shopVer': { body: { shopVer: 'v2' } } });
    const container = document.body.appendChild(document.createElement('div'));
    root = await act(() => boot(container, { catalogue: catalogue('v2', 'lampe') }));
    expect(within(container).getByRole('banner')).toBeTruthy();
    expect(calls).toEqual([]);
    await act(async () => chunk.arrive());
    await vi.waitFor(() => expect(calls.map((call) => call.href)).toContain('/api/shopVer?version=v2'));
  });

  it('a first start asks for the catalogue itself: the shop shows with it before the chunk is there, and the chunk does not ask again', async () => {
    resetStores();
    const { calls } = mockApi({ 'GET /api/shopVer': { body: catalogue('v1', 'kit') } });
    const container = document.body.appendChild(document.createElement('div'));
    root = await act(() => boot(container));
    expect(within(container).getByRole('banner')).toBeTruthy();
    expect(shop.products.map((p) => p.itemId)).toEqual(['kit']);
    await act(async () => chunk.arrive());
    // Started after the shop's first painted frame: its syncs ask for the rest.
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/getExchangeRate'));
    expect(calls.filter((call) => call.path === '/api/shopVer')).toHaveLength(1);
  });

  it('a chunk that cannot be loaded says so in French, and the message stays until the player closes it', async () => {
    resetStores();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({});
    const container = document.body.appendChild(document.createElement('div'));
    root = await act(() => boot(container, { catalogue: catalogue('v1', 'kit') }));
    await act(async () => chunk.fail(new ChunkLoadError('data', 'missing', null)));
    const text = "Le module « données » n'a pas pu être chargé (introuvable). Rechargez la page.";
    expect(await screen.findByText(text)).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS + 500)));
    expect(screen.getByText(text)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    logged.mockRestore();
  }, 10_000);

  it('an overlay opened before the chunk is there shows once it is, and queries', async () => {
    resetStores();
    const { calls } = mockApi({ 'GET /api/getPlayerTransactions': { body: { shop: [], tebex: [] } } });
    const container = document.body.appendChild(document.createElement('div'));
    root = await act(() => boot(container, { catalogue: catalogue('v1', 'kit'), account: DEMO }));
    act(() => void (overlays.history = true));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => chunk.arrive());
    expect(await screen.findByRole('dialog', { name: frHistory.title })).toBeTruthy();
    await vi.waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/getPlayerTransactions'));
  });
});
