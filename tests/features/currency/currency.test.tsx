import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyRates, resetCurrencyWithoutRate } from '../../../src/features/currency/currency-actions';
import { CurrencyMenu } from '../../../src/features/currency/currency-menu';
import { ProductCard } from '../../../src/features/catalogue/product-card';
import { main } from '../../../src/state/main-store';
import { renderWithShop, clickAndPaint } from '../../render';
import { product } from '../catalogue/fixtures';
import { resetStores } from '../../stores';

const RATES = { EUR: 1, USD: 1.08555, GBP: 0.85, AUD: 1.6, BRL: 5.4, CAD: 1.47, DKK: 7.46, NOK: 11.5, NZD: 1.78, PLN: 4.3, SEK: 11.2, JPY: 160 };

describe('currency (spec 01 §3, §4, §5)', () => {
  beforeEach(() => resetStores());

  it('EUR by default; keeps the 11 display currencies from the API rates', () => {
    expect(main.currency).toBe('EUR');
    applyRates(RATES);
    expect(Object.keys(main.rates).sort()).toHaveLength(11);
    expect(main.rates.JPY).toBeUndefined();
  });

  it('resets to EUR when no rate is loaded for the selected currency', () => {
    main.currency = 'USD';
    resetCurrencyWithoutRate();
    expect(main.currency).toBe('EUR');
  });

  it('switching currency converts cash prices to 2 decimals with the code', async () => {
    applyRates(RATES);
    renderWithShop(
      <>
        <CurrencyMenu />
        <ProductCard product={product({ moneyType: 'cash', price: 10, category: 'Points boutique' })} onOpen={() => {}} actions={null} />
      </>,
    );
    expect(screen.getByText('10,00 €')).toBeTruthy();
    await clickAndPaint(screen.getByRole('button', { name: 'Devise : EUR' }));
    expect(screen.getAllByRole('menuitem')).toHaveLength(11);
    await act(async () => void await clickAndPaint(screen.getByRole('menuitem', { name: 'USD' })));
    expect(screen.getByText('10,86 USD')).toBeTruthy();
  });
});
