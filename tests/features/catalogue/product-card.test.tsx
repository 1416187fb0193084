import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/features/catalogue/product-card';
import { renderWithShop } from '../../render';
import { product } from './fixtures';
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
});
