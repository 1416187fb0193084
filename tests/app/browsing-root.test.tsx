import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BrowsingRoot } from '../../src/app/browsing-root';
import { shop } from '../../src/state/shop-store';
import { renderWithShop } from '../render';
import { product } from '../features/catalogue/fixtures';
import { mockApi } from '../http-mock';
import { resetStores } from '../stores';
import { fatal } from '../../src/features/errors/fatal-error';

describe('browsing root', () => {
  beforeEach(() => resetStores());
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the catalogue when the version changes', async () => {
    const shopData = { products: [product()], bestSeller: ['kit'], shouldInterest: [] };
    mockApi({ 'GET /api/shopVer': { body: { shopVer: 'v2', shopData } }, 'GET /api/getExchangeRate': { body: { base_code: 'EUR', conversion_rates: { EUR: 1 } } } });
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(shop.shopVer).toBe('v2'));
    expect(shop.products.map((p) => p.itemId)).toEqual(['kit']);
    expect(shop.bestSeller).toEqual(['kit']);
  });

  it('raises SHOP_NOT_FOUND when the check fails with no catalogue', async () => {
    mockApi({ 'GET /api/shopVer': { status: 503, body: { error: 'down' } } });
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(fatal.error?.type).toBe('SHOP_NOT_FOUND'));
  });

  it('keeps the stored catalogue on failure (no error page)', async () => {
    resetStores({ products: [product()] });
    const { fetchMock: fetch } = mockApi({ 'GET /api/shopVer': { status: 503, body: { error: 'down' } } });
    renderWithShop(<BrowsingRoot />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(async () => {});
    expect(fatal.error).toBeNull();
    expect(screen.queryByText('Aucune réponse de la part du serveur')).toBeNull();
  });
});
