import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import CategoryPage from '../../../src/features/catalogue/category-page';
import { applyShopVersion } from '../../../src/features/catalogue/catalogue-actions';
import { resetItemPresentation } from '../../../src/features/catalogue/item-presentation';
import { SubscriptionTable } from '../../../src/features/catalogue/subscription-table';
import { overlays } from '../../../src/state/overlays';
import { afterNextFrame, renderWithShop } from '../../render';
import { DEMO, product } from './fixtures';
import { HURRICANE, resetStores } from '../../stores';

/** The demo settings' ranks, lowest first, each with its badge as its product's image (the shop's own: it has WebP variants). */
const RANKS = [['grade_vip_silver', 'VIP Silver'], ['grade_gold', 'Gold'], ['grade_diamond', 'Diamond'], ['grade_emeraude', 'Émeraude'], ['grade_rubis', 'Rubis']] as const;
const badge = (itemId: string) => `/images/products/${itemId}-1.webp`;

describe('category page', () => {
  beforeEach(() =>
    resetStores({
      products: [
        product({ itemId: 'a', name: 'Visible' }),
        product({ itemId: 'b', name: 'Épuisé', stocks: 0 }),
        product({ itemId: 'c', name: 'Du jour', isDailyShopOnly: true }),
        ...RANKS.map(([itemId, name]) => product({ itemId, name, category: 'Grades', moneyType: 'cash', price: 9.99, images: [badge(itemId)] })),
      ],
    }),
  );

  it('an item overlay closed from elsewhere (a purchase) goes back to the list', async () => {
    const { location } = renderWithShop(<CategoryPage category="objets" itemId="a" />, { path: '/objets/a' });
    await act(async () => {});
    expect(overlays.itemPresentation).toBe(true);
    await act(async () => resetItemPresentation());
    expect(location.history.at(-1)).toBe('/objets');
  });

  it('lists only visible products of the category', () => {
    renderWithShop(<CategoryPage category="objets" itemId={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Objets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Visible' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Épuisé' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Du jour' })).toBeNull();
  });

  it('a category opened by a click shows its first two rows (8 cards) in that frame, the rest once it is painted', async () => {
    const many = Array.from({ length: 11 }, (_, i) => product({ itemId: `p${i}`, name: `Produit ${i + 1}` }));
    resetStores({ products: many });
    renderWithShop(<CategoryPage category="objets" itemId={null} />);
    expect(screen.getAllByRole('article').map((card) => within(card).getAllByRole('button')[0]!.textContent)).toEqual(many.slice(0, 8).map((p) => p.name));
    await afterNextFrame();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Produit 11' })).toBeTruthy();
  });

  it('shows a new catalogue version at once (the products are replaced whole)', async () => {
    renderWithShop(<CategoryPage category="objets" itemId={null} />);
    const shopData = { products: [product({ itemId: 'n', name: 'Nouveauté' })], bestSeller: [], shouldInterest: [] };
    await act(async () => applyShopVersion({ shopVer: 'v2', shopData }));
    expect(screen.getByRole('button', { name: 'Nouveauté' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Visible' })).toBeNull();
  });

  it('abonnements: the settings\' five ranks, every row, "Best seller!" on the third column', async () => {
    renderWithShop(<CategoryPage category="abonnements" itemId={null} />);
    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Avantage', 'VIP Silver', 'Gold', 'Best seller!Diamond', 'Émeraude', 'Rubis']);
    // Header, one row per advantage, and the row of "Souscrire" buttons.
    expect(within(table).getAllByRole('row')).toHaveLength(1 + HURRICANE.ranks.perks.length + 1);
    const monthly = within(table).getByRole('row', { name: /Points mensuels/ });
    expect(within(monthly).getAllByRole('cell').map((c) => c.textContent)).toEqual(['800', '1200', '1600', '2400', '3500']);
    const queue = within(table).getByRole('row', { name: /priorité/ });
    expect(within(queue).getAllByRole('cell').map((c) => c.textContent)).toEqual(['400', '750', '1000', '1800', '3400']);
    // Under each rank, and on its card: the table fills the first screen, the grid's cards come once it is painted.
    expect(within(table).getAllByRole('button', { name: 'Souscrire' })).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'Souscrire' })).toHaveLength(5);
    await afterNextFrame();
    expect(screen.getAllByRole('button', { name: 'Souscrire' })).toHaveLength(10);
  });

  it('abonnements: the rank the player holds reads "Votre abonnement" in its column and on its card, without "Souscrire"', () => {
    const rank = (itemId: string, name: string) => product({ itemId, name, category: 'Grades', moneyType: 'cash', price: 9.99, tebexPackageId: 100 });
    resetStores({
      products: [rank('grade_vip_silver', 'VIP Silver'), rank('grade_gold', 'Gold'), rank('grade_diamond', 'Diamond')],
      user: { ...DEMO, rank: 'Gold', subscription: { rank: 'Gold', status: 'active', until: '2026-12-26T10:00:00Z' } },
    });
    const { unmount } = renderWithShop(<SubscriptionTable desktop />);
    const footer = within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
    // An empty cell under "Avantage", then one per rank the catalogue has.
    expect(within(footer).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['', 'Souscrire', 'Votre abonnement', 'Souscrire']);
    unmount();
    renderWithShop(<SubscriptionTable desktop={false} />);
    const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section')!;
    expect(within(card('Gold')).getByText('Votre abonnement')).toBeTruthy();
    expect(within(card('Gold')).queryByRole('button', { name: 'Souscrire' })).toBeNull();
    expect(within(card('VIP Silver')).getByRole('button', { name: 'Souscrire' })).toBeTruthy();
    expect(within(card('VIP Silver')).queryByText('Votre abonnement')).toBeNull();
    expect(screen.getAllByText('Votre abonnement')).toHaveLength(1);
  });

  it('abonnements: under the table and on the Gold card of the grid, "Votre abonnement" for a Gold player, even ending', async () => {
    resetStores({
      products: [product({ itemId: 'grade_gold', name: 'Gold', category: 'Grades', moneyType: 'cash', price: 14.99, tebexPackageId: 102 })],
      user: { ...DEMO, rank: 'Gold', subscription: { rank: 'Gold', status: 'ending', until: '2026-12-26T10:00:00Z' } },
    });
    renderWithShop(<CategoryPage category="abonnements" itemId={null} />);
    await afterNextFrame();
    expect(screen.getAllByText('Votre abonnement')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Souscrire' })).toBeNull();
  });

  it("the title sits on its category's art", () => {
    renderWithShop(<CategoryPage category="vehicules" itemId={null} />);
    const title = screen.getByRole('heading', { level: 1, name: 'Véhicules' });
    expect(title.style.backgroundImage).toContain('/images/categories/vehicules-banner.webp');
  });

  it("abonnements: each rank's badge (its product's image) above its name, in the table and on the mobile cards", () => {
    const ranks = ['VIP Silver', 'Gold', 'Diamond', 'Émeraude', 'Rubis'];
    const { unmount } = renderWithShop(<SubscriptionTable desktop />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').slice(1);
    expect(headers.map((h) => within(h).getByRole('img').getAttribute('alt'))).toEqual(ranks.map((rank) => `Rang ${rank}`));
    expect(headers.map((h) => within(h).getByRole('img').getAttribute('src'))).toEqual(RANKS.map(([itemId]) => badge(itemId)));
    // Shown at 64 px: the smallest variant only.
    expect(headers.map((h) => within(h).getByRole('img').getAttribute('srcset'))).toEqual(RANKS.map(([itemId]) => `/images/products/${itemId}-1.w320.webp 320w`));
    unmount();
    renderWithShop(<SubscriptionTable desktop={false} />);
    for (const [i, rank] of ranks.entries()) {
      const card = screen.getByRole('heading', { level: 3, name: rank }).closest('section')!;
      expect(within(card).getByRole('img', { name: `Rang ${rank}` }).getAttribute('src')).toBe(badge(RANKS[i]![0]));
    }
  });

  it('opens the item overlay on /{category}/{itemId}', () => {
    renderWithShop(<CategoryPage category="objets" itemId="a" />);
    expect(screen.getByRole('dialog', { name: 'Visible' })).toBeTruthy();
  });
});
