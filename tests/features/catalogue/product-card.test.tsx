import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductActions } from '../../../src/features/catalogue/product-actions';
import { ProductCard } from '../../../src/features/catalogue/product-card';
import { renderWithShop } from '../../render';
import { DEMO, product } from './fixtures';
import { overlays } from '../../../src/state/overlays';
import { resetStores } from '../../stores';

describe('product card (spec 01 §2)', () => {
  beforeEach(() => resetStores());

  it('shows the stock, per-character and discount badges and the discounted price', () => {
    const p = product({ stocks: 4, characterLimit: 2, price: 1000 });
    renderWithShop(<ProductCard product={p} discount={20} onOpen={() => {}} actions={null} />);
    expect(screen.getByText('En stock : 4')).toBeTruthy();
    expect(screen.getByText('2 par personnage')).toBeTruthy();
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.getByText('800 H-Points')).toBeTruthy();
    expect(screen.getByText('1’000 H-Points')).toBeTruthy();
  });

  it('falls back to a badge with the name when the image fails', () => {
    const { container } = renderWithShop(<ProductCard product={product()} onOpen={() => {}} actions={null} />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('img', { name: 'Kit de réparation' }).textContent).toBe('Kit de réparation');
  });

  it('price -1 reads "Indisponible"', () => {
    renderWithShop(<ProductCard product={product({ price: -1 })} onOpen={() => {}} actions={null} />);
    expect(screen.getByText('Indisponible')).toBeTruthy();
  });

  it('points: "Offrir" and "Acheter", which reads "Pas assez d\'Unions" on hover when short and then does nothing', async () => {
    const points = product({ category: 'Points boutique', moneyType: 'cash', price: 9.99 });
    let opened = 0;
    renderWithShop(<ProductActions product={points} onOpen={() => opened++} />);
    expect(screen.getByRole('button', { name: 'Offrir' })).toBeTruthy();
    const buy = screen.getByRole('button', { name: 'Acheter' });
    fireEvent.mouseEnter(buy);
    expect(buy.textContent).toBe("Pas assez d'Unions");
    fireEvent.click(buy);
    expect(opened).toBe(0);
    fireEvent.mouseLeave(buy);
    expect(buy.textContent).toBe('Acheter');
    fireEvent.click(buy);
    expect(buy.getAttribute('aria-busy')).toBe('true'); // pressed in the click's own frame
    await waitFor(() => expect(overlays.login).toBe(true)); // then, anonymous: the login panel, no purchase
  });

  it('points: a player with enough balance opens the item', async () => {
    resetStores({ user: DEMO });
    let opened = 0;
    renderWithShop(<ProductActions product={product({ category: 'Points boutique', moneyType: 'cash', price: 9.99 })} onOpen={() => opened++} />);
    const buy = screen.getByRole('button', { name: 'Acheter' });
    fireEvent.mouseEnter(buy);
    expect(buy.textContent).toBe('Acheter');
    fireEvent.click(buy);
    await waitFor(() => expect(opened).toBe(1));
  });

  it('ranks read "Souscrire"', () => {
    renderWithShop(<ProductActions product={product({ category: 'Grades', moneyType: 'cash' })} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Souscrire' })).toBeTruthy();
  });
});
