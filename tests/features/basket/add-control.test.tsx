import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddControl } from '../../../src/features/basket/add-control';
import { Toaster } from '../../../src/ui/toast';
import { afterNextFrame, renderWithShop, clickAndPaint } from '../../render';
import { DEMO, product } from '../catalogue/fixtures';
import { resetStores } from '../../stores';

describe('card add control', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStores({ user: DEMO });
  });
  afterEach(() => vi.useRealTimers());

  it('turns into a stepper "Dans le panier (N)" with toasts and "Maximum atteint (n)"', async () => {
    const click = (name: string) => clickAndPaint(screen.getByRole('button', { name }));
    const stocked = product({ stocks: 2 });
    renderWithShop(
      <>
        <AddControl product={stocked} />
        <Toaster />
      </>,
    );
    await click('Ajouter au panier');
    expect(screen.getByText('Ajouté : Kit de réparation')).toBeTruthy();
    expect(screen.getByText('Dans le panier (1)')).toBeTruthy();
    await click('Augmenter la quantité');
    expect(screen.getByText('Dans le panier (2)')).toBeTruthy();
    expect(screen.getByText('Maximum atteint (2)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Augmenter la quantité' }) as HTMLButtonElement).disabled).toBe(true);
    await click('Retirer du panier');
    expect(screen.getByText('Supprimé : Kit de réparation')).toBeTruthy();
    await act(async () => void vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
  });

  it('keeps the keyboard focus across the swap: add → stepper → add', async () => {
    renderWithShop(<AddControl product={product()} />);
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    add.focus();
    await act(async () => void await clickAndPaint(add));
    // Focus moves once the swap is painted.
    await afterNextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Augmenter la quantité' }));
    screen.getByRole('button', { name: 'Retirer du panier' }).focus();
    await act(async () => void await clickAndPaint(screen.getByRole('button', { name: 'Retirer du panier' })));
    await act(async () => void vi.advanceTimersByTime(500));
    await afterNextFrame();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter au panier' }));
  });
});
