import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DailyShopPage from '../../../src/features/daily-shop/daily-shop-page';
import { applyDailyShop, midnightPassedSince, useDailyShopSync } from '../../../src/features/daily-shop/use-daily-shop-sync';
import { shop } from '../../../src/state/shop-store';
import { renderWithShop } from '../../render';
import { DEMO, product } from '../catalogue/fixtures';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';

/** The browsing root's sync, which fetches the offers and says how that goes. */
function DailyShopSync() {
  useDailyShopSync();
  return null;
}

const WithSync = () => (
  <>
    <DailyShopSync />
    <DailyShopPage />
  </>
);

describe('daily shop page (spec 01 §2)', () => {
  beforeEach(() => resetStores({ user: DEMO, products: [product({ itemId: 'a', name: 'Offre A', dailyShopDiscount: 20 }), product({ itemId: 'b', name: 'Offre B' })] }));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a visitor to /', () => {
    resetStores();
    const { location } = renderWithShop(<WithSync />, { path: '/daily-shop' });
    expect(location.history.at(-1)).toBe('/');
  });

  it('loads the offers, features the first and shows the countdown', async () => {
    mockApi({ 'GET /api/dailyShop': { body: { offers: ['a', 'b'], lastFetchedAt: '2025-01-01T00:00:00Z' } } });
    renderWithShop(<WithSync />);
    expect(screen.getByText('Chargement des offres du jour...')).toBeTruthy();
    expect(screen.getByText(/^Actualisation dans/).textContent).toMatch(/Actualisation dans \d\d:\d\d:\d\d/);
    shop.dailyShop = { offers: ['a', 'b'], lastFetchedAt: null };
    expect(await screen.findByText('-20%')).toBeTruthy();
    expect(screen.getAllByRole('article')[0]!.className).toMatch(/featured/);
  });

  it('says when there is no offer, and when loading fails', async () => {
    mockApi({ 'GET /api/dailyShop': { body: { offers: [] } } });
    renderWithShop(<WithSync />);
    expect(await screen.findByText('Aucune offre disponible pour le moment')).toBeTruthy();
  });

  it('shows the error message', async () => {
    mockApi({ 'GET /api/dailyShop': { status: 500, body: { error: 'Panne' } } });
    renderWithShop(<WithSync />);
    expect(await screen.findByText('Erreur lors du chargement des offres du jour')).toBeTruthy();
  });

  it('waits for the catalogue first', () => {
    resetStores({ user: DEMO });
    renderWithShop(<WithSync />);
    expect(screen.getByText('Chargement des produits...')).toBeTruthy();
  });

  it('accepts a bare array and knows when a Paris midnight passed', () => {
    act(() => applyDailyShop(['a'], Date.parse('2025-01-15T10:00:00Z')));
    expect(shop.dailyShop.offers).toEqual(['a']);
    expect(midnightPassedSince(Date.parse('2025-01-15T22:59:00Z'), Date.parse('2025-01-15T23:00:01Z'))).toBe(true);
    expect(midnightPassedSince(Date.parse('2025-01-15T10:00:00Z'), Date.parse('2025-01-15T22:00:00Z'))).toBe(false);
  });
});
