import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('product card during a sale (CONTRACT "Campaigns and figures")', () => {
  const NOW = new Date('2025-06-15T10:00:00Z');
  const endsAt = '2025-06-17T14:00:00.000Z';
  beforeEach(() => {
    resetStores();
    vi.useFakeTimers({ now: NOW });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the old price struck through, the sale price rounded down, its percent and the time left, to the minute', () => {
    const p = product({ price: 1250, sale: { percent: 15, endsAt } });
    const { container } = renderWithShop(<ProductCard product={p} onOpen={() => {}} actions={null} />);
    const struck = container.querySelector('s')!;
    expect(struck.textContent).toBe('Ancien prix :1’250 H-Points');
    expect(struck.querySelector('.visually-hidden')?.textContent).toBe('Ancien prix :');
    // 1250 − 15 % = 1062.5 → 1062, as the server charges it.
    expect(screen.getByText('1’062 H-Points')).toBeTruthy();
    expect(screen.getByText('-15%')).toBeTruthy();
    const left = screen.getByText('Fin dans 2 j 4 h');
    expect(left.getAttribute('datetime')).toBe(endsAt);
    act(() => {
      vi.setSystemTime(new Date('2025-06-17T13:50:00Z'));
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Fin dans 9 min')).toBeTruthy();
  });

  it('one shared timer, on the minute, however many cards show a time left', () => {
    const sale = { percent: 20, endsAt };
    renderWithShop(
      <>
        {['a', 'b', 'c'].map((id) => (
          <ProductCard key={id} product={product({ itemId: id, sale })} onOpen={() => {}} actions={null} />
        ))}
      </>,
    );
    expect(screen.getAllByText('Fin dans 2 j 4 h')).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('a larger daily discount wins over the sale: no stacking, no time left', () => {
    const p = product({ price: 1000, sale: { percent: 10, endsAt } });
    renderWithShop(<ProductCard product={p} discount={20} onOpen={() => {}} actions={null} />);
    expect(screen.getByText('800 H-Points')).toBeTruthy();
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.queryByText(/^Fin dans/)).toBeNull();
  });
});
