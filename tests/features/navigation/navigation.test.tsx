import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavBar } from '../../../src/features/navigation/nav-bar';
import { pointsLabel } from '../../../src/features/navigation/points-button';
import { rankSlug } from '../../../src/domain/rank-badge';
import { barHidden } from '../../../src/features/navigation/use-scroll';
import { renderWithShop } from '../../render';
import { DEMO, product } from '../catalogue/fixtures';
import { resetStores } from '../../stores';

describe('navigation bar (spec 01 §2)', () => {
  beforeEach(() => resetStores());

  it('points button: "Acheter des H-Points" at 0 or null, else the balance with ’', () => {
    expect(pointsLabel(null, 'H-Points')).toBe('Acheter des H-Points');
    expect(pointsLabel(0, 'H-Points')).toBe('Acheter des H-Points');
    expect(pointsLabel(12500, 'H-Points')).toBe('12’500 H-Points');
    expect(pointsLabel(1234567, 'H-Points')).toBe('1’234’567 H-Points');
  });

  it('rank badges load by rank name', () => {
    expect(rankSlug('VIP Silver')).toBe('vip-silver');
    expect(rankSlug('Émeraude')).toBe('emeraude');
  });

  it('hides when scrolling down past 15 % of the page height', () => {
    expect(barHidden(200, 100, 1000)).toBe(true);
    expect(barHidden(140, 100, 1000)).toBe(false);
    expect(barHidden(300, 400, 1000)).toBe(false);
  });

  it('a visitor sees every entry but the daily shop, and "Connexion"', () => {
    renderWithShop(<NavBar hidden={false} />, { path: '/packs' });
    const links = screen.getAllByRole('link').map((l) => l.textContent);
    expect(links).toEqual(['Hurricane', 'Abonnements', 'Objets (FA)', 'Packs (FA)', 'Vehicules (FA)', 'Armes (FA)', 'Acheter des H-Points']);
    expect(screen.getByRole('button', { name: 'Connexion' })).toBeTruthy();
  });

  it('a player sees the daily shop, the balance and the rank badge', () => {
    resetStores({ user: DEMO });
    renderWithShop(<NavBar hidden={false} />);
    expect(screen.getByRole('link', { name: 'Boutique du jour' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '12’500 H-Points' }).getAttribute('href')).toBe('/tokens');
    // No rank product named Gold in this catalogue: the file named for the rank.
    expect(screen.getByRole('img', { name: 'Rang Gold' }).getAttribute('src')).toBe('/images/ranks/gold.png');
  });

  it("a community's own rank shows its rank product's image, the smallest variant; a broken one shows none", () => {
    const legend = product({ itemId: 'grade_legende', name: 'Légende', category: 'Grades', moneyType: 'cash', price: 24.99, images: ['/images/uploads/9f2c.png'] });
    resetStores({ user: { ...DEMO, rank: 'legende' }, products: [product({ itemId: 'grade_gold', name: 'Gold', category: 'Grades', images: ['/images/uploads/aa01.png'] }), legend] });
    renderWithShop(<NavBar hidden={false} />);
    const badge = screen.getByRole('img', { name: 'Rang legende' });
    expect(badge.getAttribute('src')).toBe('/images/uploads/9f2c.png');
    expect(badge.getAttribute('srcset')).toBe('/images/uploads/9f2c.w320.webp 320w');
    fireEvent.error(badge);
    expect(screen.queryByRole('img', { name: 'Rang legende' })).toBeNull();
  });
});
