import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { thumbnails } from '../../../src/features/catalogue/gallery';
import { ItemOverlay } from '../../../src/features/catalogue/item-overlay';
import { wrapIndex } from '../../../src/features/catalogue/lightbox';
import { renderWithShop } from '../../render';
import { product } from './fixtures';
import { resetStores } from '../../stores';

const imgs = (n: number) => Array.from({ length: n }, (_, i) => `/images/products/x-${i + 1}.svg`);

describe('gallery rules (spec 02 §2)', () => {
  it('at most 4 thumbnails, else 3 plus "+n"', () => {
    expect(thumbnails(imgs(4))).toEqual({ shown: imgs(4), more: 0 });
    expect(thumbnails(imgs(6))).toEqual({ shown: imgs(3), more: 3 });
  });
  it('the lightbox wraps around', () => {
    expect(wrapIndex(5, 1, 6)).toBe(0);
    expect(wrapIndex(0, -1, 6)).toBe(5);
  });
});

describe('item detail overlay', () => {
  beforeEach(() => resetStores());
  afterEach(() => vi.useRealTimers());

  it('shows a loader, then "Une erreur est survenue" after 3 s for an unknown item', () => {
    vi.useFakeTimers();
    renderWithShop(<ItemOverlay itemId="nope" onClose={() => {}} />);
    expect(screen.getByText('Chargement du produit...')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Une erreur est survenue')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('Une erreur est survenue')).toBeTruthy();
  });

  it('shows stock and per-character texts, then, once painted, the description as HTML (the server cleaned it)', async () => {
    resetStores({ products: [product({ stocks: 3, characterLimit: 1, description: '<p>Bon <b>état</b></p>' })] });
    const { container } = renderWithShop(<ItemOverlay itemId="kit" onClose={() => {}} />);
    expect(screen.getByText('3 restants')).toBeTruthy();
    expect(screen.getByText('En stock : (3)')).toBeTruthy();
    expect(screen.getByText('1 par personnage')).toBeTruthy();
    expect(screen.queryByText('Bon')).toBeNull();
    expect((await screen.findByText('état')).tagName).toBe('B');
    expect(container).toBeTruthy();
  });

  it('"n restants" only above 1; arrows past 2 images; "+n" opens the lightbox at the fourth image', async () => {
    resetStores({ products: [product({ stocks: 1, images: imgs(6) })] });
    renderWithShop(<ItemOverlay itemId="kit" onClose={() => {}} />);
    expect(screen.queryByText('1 restants')).toBeNull();
    expect(screen.getByText('En stock : (1)')).toBeTruthy();
    // The gallery follows the opening frame, with the controls.
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    expect(screen.getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '+3' })));
    expect(screen.getByRole('group', { name: 'Galerie' }).textContent).toContain('4 / 6');
  });

  it('no arrows with 2 images', async () => {
    resetStores({ products: [product({ images: imgs(2) })] });
    renderWithShop(<ItemOverlay itemId="kit" onClose={() => {}} />);
    expect(await screen.findAllByRole('button', { name: /^Image \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Image suivante' })).toBeNull();
  });

  it('← and → move the lightbox as its buttons do, wrapping, with the focus where the opening click left it', async () => {
    resetStores({ products: [product({ images: imgs(6) })] });
    renderWithShop(<ItemOverlay itemId="kit" onClose={() => {}} />);
    await screen.findByRole('button', { name: 'Ajouter au panier' });
    const more = screen.getByRole('button', { name: '+3' });
    more.focus();
    await act(async () => void fireEvent.click(more));
    const counter = () => screen.getByRole('group', { name: 'Galerie' }).textContent;
    expect(counter()).toContain('4 / 6');
    const press = (key: string) => act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key }));
    await press('ArrowRight');
    await waitFor(() => expect(counter()).toContain('5 / 6'));
    await press('ArrowRight');
    await press('ArrowRight');
    await waitFor(() => expect(counter()).toContain('1 / 6'));
    await press('ArrowLeft');
    await waitFor(() => expect(counter()).toContain('6 / 6'));
  });
});

