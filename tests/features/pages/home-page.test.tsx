import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BestSellersCarousel } from '../../../src/features/pages/best-sellers-carousel';
import HomePage from '../../../src/features/pages/home-page';
import { shop } from '../../../src/state/shop-store';
import { fakePlatform, renderWithShop, clickAndPaint } from '../../render';
import { DEMO, product } from '../catalogue/fixtures';
import { presentation } from '../../../src/features/catalogue/item-presentation';
import { overlays } from '../../../src/state/overlays';
import { resetStores } from '../../stores';

const A = product({ itemId: 'a', name: 'Produit A' });
const B = product({ itemId: 'b', name: 'Produit B' });

describe('home page (spec 01 §1)', () => {
  beforeEach(() => resetStores({ products: [A, B] }));
  afterEach(() => vi.useRealTimers());

  it('shows the best sellers in its first frame, and the rest once that frame is painted', async () => {
    renderWithShop(<HomePage />);
    expect(screen.getByRole('region', { name: 'Meilleures ventes' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Catégories' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Catégories' })).toBeTruthy();
  });

  it('tiles, payment logos, and no suggestion for a visitor', async () => {
    renderWithShop(<HomePage />);
    await screen.findByRole('navigation', { name: 'Catégories' });
    for (const tile of ['ABONNEMENTS', 'OBJETS', 'PACKS (FA)', 'VÉHICULES', 'ARMES (FA)']) expect(screen.getByRole('link', { name: tile })).toBeTruthy();
    for (const logo of ['PayPal', 'Apple Pay', 'Bancontact', 'Mastercard', 'Visa']) expect(screen.getByRole('img', { name: logo })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rejoindre le Discord de la communauté' })).toBeTruthy();
    expect(screen.queryByText('Ce produit pourrait vous intéresser')).toBeNull();
  });

  it("each tile shows its category's art behind its label", async () => {
    renderWithShop(<HomePage />);
    const tiles = within(await screen.findByRole('navigation', { name: 'Catégories' })).getAllByRole('link');
    expect(tiles.map((tile) => [tile.getAttribute('href'), tile.querySelector('img')?.getAttribute('src')])).toEqual([
      ['/abonnements', '/images/categories/abonnements-tile.webp'],
      ['/objets', '/images/categories/objets-tile.webp'],
      ['/packs', '/images/categories/packs-tile.webp'],
      ['/vehicules', '/images/categories/vehicules-tile.webp'],
      ['/armes', '/images/categories/armes-tile.webp'],
    ]);
    // The art is decoration: each link is named by its label alone.
    for (const tile of tiles) expect(tile.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('in game, the art and the logos come from the web shop', async () => {
    const base = fakePlatform();
    renderWithShop(<HomePage />, { platform: fakePlatform({ config: { ...base.config, webShopUrl: 'https://boutique.example' }, flags: { assets: 'web-shop' } }) });
    expect((await screen.findByRole('link', { name: 'OBJETS' })).querySelector('img')?.getAttribute('src')).toBe('https://boutique.example/images/categories/objets-tile.webp');
    expect(screen.getByRole('img', { name: 'Visa' }).getAttribute('src')).toBe('https://boutique.example/images/payments/visa.png');
  });

  it('suggests a product to a logged-in player, with its two buttons', async () => {
    resetStores({ user: DEMO, products: [A, B] });
    shop.shouldInterest = ['b'];
    renderWithShop(<HomePage />);
    expect(await screen.findByText('Ce produit pourrait vous intéresser')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voir le produit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
  });

  it('carousel: 7500 ms per slide, 600 ms fade out then 1000 ms in; dots; click presents the item', async () => {
    vi.useFakeTimers();
    renderWithShop(<BestSellersCarousel products={[A, B]} />);
    const slide = () => screen.getByRole('region', { name: 'Meilleures ventes' }).querySelector('button')!;
    expect(slide().textContent).toContain('Produit A');
    await act(async () => void vi.advanceTimersByTime(7500));
    expect(slide().className).toMatch(/out/);
    await act(async () => void vi.advanceTimersByTime(600));
    expect(slide().textContent).toContain('Produit B');
    expect(slide().className).toMatch(/in/);
    await act(async () => void vi.advanceTimersByTime(1000));
    expect(slide().className).toMatch(/shown/);
    await clickAndPaint(screen.getByRole('button', { name: 'Afficher la vente n° 1' }));
    await act(async () => void vi.advanceTimersByTime(600));
    expect(slide().textContent).toContain('Produit A');
    await clickAndPaint(slide());
    expect({ ...presentation.itemPresentation, show: overlays.itemPresentation }).toEqual({ id: 'a', show: true, foreground: false });
  });

  it('the carousel flag pauses it', async () => {
    vi.useFakeTimers();
    renderWithShop(<BestSellersCarousel products={[A, B]} />, { platform: fakePlatform({ flags: { layout: 'full', checkout: 'embedded', footer: true, socialLinks: true, carousel: false } }) });
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('region', { name: 'Meilleures ventes' }).textContent).toContain('Produit A');
  });

  it('pauses while pointed at or focused, and for good with its pause button', async () => {
    vi.useFakeTimers();
    renderWithShop(<BestSellersCarousel products={[A, B]} />);
    const region = screen.getByRole('region', { name: 'Meilleures ventes' });
    fireEvent.mouseEnter(region);
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(region.textContent).toContain('Produit A');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    await act(async () => void vi.advanceTimersByTime(20_000));
    expect(region.textContent).toContain('Produit A');
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre le défilement' }));
    await act(async () => void vi.advanceTimersByTime(7500 + 600 + 1000));
    expect(region.textContent).toContain('Produit B');
  });
});
