import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowsingRoot } from '../../../src/features/catalogue/browsing-root';
import { shop } from '../../../src/state/shop-store';
import { ui } from '../../../src/state/ui-store';
import { renderWithShop } from '../../render';
import { product, resetStores } from './fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('browsing root', () => {
  beforeEach(() => resetStores());
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the catalogue when the version changes', async () => {
    const shopData = { products: [product()], bestSeller: ['kit'], shouldInterest: [] };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (String(url).includes('shopVer') ? json({ shopVer: 'v2', shopData }) : json({ base_code: 'EUR', conversion_rates: { EUR: 1 } }))));
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(shop.shopVer).toBe('v2'));
    expect(shop.products.map((p) => p.itemId)).toEqual(['kit']);
    expect(shop.bestSeller).toEqual(['kit']);
  });

  it('raises SHOP_NOT_FOUND when the check fails with no catalogue', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'down' }, 503)));
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(ui.fatalError?.type).toBe('SHOP_NOT_FOUND'));
  });

  it('keeps the stored catalogue on failure (no error page)', async () => {
    resetStores({ products: [product()] });
    const fetch = vi.fn(async () => json({ error: 'down' }, 503));
    vi.stubGlobal('fetch', fetch);
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(ui.fatalError).toBeNull();
    expect(screen.queryByText('Aucune réponse de la part du serveur')).toBeNull();
  });
});
