import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ProductActions } from '../../../src/features/catalogue/product-actions';
import { overlays } from '../../../src/state/overlays';
import { renderWithShop, fakePlatform } from '../../render';
import { resetStores } from '../../stores';
import { DEMO, product } from './fixtures';

const buy = () => screen.getByRole('button', { name: /^(Acheter|Pas assez d'Unions)$/ });

describe('"Acheter" on a card (spec 02 §2, §4)', () => {
  beforeEach(() => resetStores());

  for (const layout of ['full', 'compact'] as const) {
    it(`a visitor's click opens the login panel; hovering never reads "Pas assez d'Unions" (${layout === 'full' ? 'web' : 'in game'})`, async () => {
      renderWithShop(<ProductActions product={product({ price: 250 })} />, { platform: fakePlatform({ flags: { layout } }) });
      fireEvent.mouseEnter(buy());
      expect(buy().textContent).toBe('Acheter');
      fireEvent.click(buy());
      await waitFor(() => expect(overlays.login).toBe(true));
      expect(overlays.quickBuy).toBe(false);
    });
  }

  it('a logged-in player short of H-Points reads "Pas assez d\'Unions" on hover, and the click is ignored', async () => {
    resetStores({ user: { ...DEMO, shopTokens: 100 } });
    renderWithShop(<ProductActions product={product({ price: 250 })} />);
    fireEvent.mouseEnter(buy());
    expect(buy().textContent).toBe("Pas assez d'Unions");
    fireEvent.click(buy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(overlays.quickBuy).toBe(false);
    expect(overlays.login).toBe(false);
  });

  it('a logged-in player with enough H-Points opens the quick buy', async () => {
    resetStores({ user: DEMO });
    renderWithShop(<ProductActions product={product({ price: 250 })} />);
    fireEvent.mouseEnter(buy());
    expect(buy().textContent).toBe('Acheter');
    fireEvent.click(buy());
    await waitFor(() => expect(overlays.quickBuy).toBe(true));
  });
});
