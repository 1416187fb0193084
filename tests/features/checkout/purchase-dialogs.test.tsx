import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeQuickBuy, openQuickBuy, quickBuy } from '../../../src/features/basket/quick-buy';
import { ProductActions } from '../../../src/features/catalogue/product-actions';
import { purchase } from '../../../src/features/checkout/points-purchase';
import { PurchaseSuccessDialog } from '../../../src/features/checkout/purchase-success-dialog';
import { QuickBuyDialog } from '../../../src/features/checkout/quick-buy-dialog';
import { TransactionRecap } from '../../../src/features/checkout/transaction-recap';
import { BasketButton } from '../../../src/features/checkout/basket-button';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { shop } from '../../../src/state/shop-store';
import { renderWithShop, clickAndPaint } from '../../render';
import { resetStores } from '../../stores';
import { DEMO, product } from '../catalogue/fixtures';

const lamp = product({ itemId: 'lampe', name: 'Lampe torche', price: 60 });
const radio = product({ itemId: 'radio', name: 'Radio portable', price: 150, dailyShopDiscount: 20 });
const jean = { id: 1, firstname: 'Jean', lastname: 'Dupont', dob: '1990-04-12', pob: 'Los Santos', height: 182, serverName: 'hurricane_fa' };

beforeEach(() => resetStores({ user: { ...DEMO, shopTokens: 500 }, products: [lamp, radio] }));
afterEach(() => vi.useRealTimers());

describe('basket entry and recap (spec 02 §2, §4)', () => {
  it('the bar button counts the lines and opens the recap', async () => {
    shop.basket = [{ id: 'lampe', quantity: 3, isFromDailyShop: false, discount: 0, itemError: null }];
    renderWithShop(<BasketButton />);
    await clickAndPaint(screen.getByRole('button', { name: 'Panier : 1 article' }));
    expect(overlays.transactionRecap).toBe(true);
  });

  it('empty: says so, and the buy button is disabled', () => {
    overlays.transactionRecap = true;
    renderWithShop(<TransactionRecap />);
    expect(screen.getByText('Votre panier est vide.')).toBeTruthy();
    expect(screen.getByText("Vous n'avez pas encore sélectionné de personnage")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Acheter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('one row per line with the daily discount, the total of discounted price × quantity and the balance left', () => {
    main.characters.hurricane_fa = [jean];
    main.selectedCharacter.hurricane_fa = 1;
    shop.basket = [
      { id: 'lampe', quantity: 2, isFromDailyShop: false, discount: 0, itemError: null },
      { id: 'radio', quantity: 1, isFromDailyShop: true, discount: 20, itemError: null },
    ];
    overlays.transactionRecap = true;
    renderWithShop(<TransactionRecap />);
    expect(screen.getByText('Personnage : Jean Dupont')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('-20%')).toBeTruthy();
    expect(screen.getByText('120 H-Points')).toBeTruthy(); // 150 − 20 %
    expect(screen.getByText('240 H-Points')).toBeTruthy(); // 2 × 60 + 120
    expect(screen.getByText('260 H-Points')).toBeTruthy(); // 500 − 240
    expect(screen.getByText('Dans le panier (2)')).toBeTruthy();
    expect(screen.getByText('Dans le panier (1)')).toBeTruthy();
    // A daily line has no stepper.
    expect(screen.getAllByRole('button', { name: 'Augmenter la quantité' })).toHaveLength(1);
  });

  it('opening drops lines whose product left the catalogue; the error view lists lines in error and removes them in one action', () => {
    shop.basket = [
      { id: 'lampe', quantity: 1, isFromDailyShop: false, discount: 0, itemError: { err: '409', message: 'Stock insuffisant pour « Lampe torche ».' } },
      { id: 'radio', quantity: 1, isFromDailyShop: false, discount: 0, itemError: null },
      { id: 'disparu', quantity: 1, isFromDailyShop: false, discount: 0, itemError: null },
    ];
    overlays.transactionRecap = true;
    renderWithShop(<TransactionRecap />);
    expect(shop.basket.map((l) => l.id)).toEqual(['lampe', 'radio']);
    const errors = screen.getByRole('region', { name: 'Articles en erreur' });
    expect(errors.textContent).toContain('Lampe torche : Stock insuffisant pour « Lampe torche ».');
    fireEvent.click(screen.getByRole('button', { name: 'Retirer les articles en erreur' }));
    expect(shop.basket.map((l) => l.id)).toEqual(['radio']);
  });

  it('the generic and shop tokens errors show together, in red', async () => {
    shop.basket = [{ id: 'lampe', quantity: 1, isFromDailyShop: false, discount: 0, itemError: null }];
    overlays.transactionRecap = true;
    renderWithShop(<TransactionRecap />);
    await act(async () => {
      shop.genericError = 'Erreur du serveur (500).';
      shop.shopTokensError = { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 12 };
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Erreur du serveur (500).');
    expect(alert.textContent).toContain("Vous n'avez pas assez de points boutique · Votre solde : 12 H-Points");
  });
});

describe('"Acheter" and the quick buy (spec 02 §2)', () => {
  it('own catalogue: the add control and "Acheter", which opens the quick buy with quantity 1 and the daily flag', async () => {
    renderWithShop(<ProductActions product={radio} fromDailyShop discount={20} />);
    expect(screen.getByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Acheter' }));
    await waitFor(() => expect(overlays.quickBuy).toBe(true));
    expect(quickBuy.line).toEqual({ id: 'radio', quantity: 1, isFromDailyShop: true, discount: 20, itemError: null });
  });

  it('priced -1: neither buy nor add is enabled', () => {
    renderWithShop(<ProductActions product={product({ price: -1 })} />);
    expect((screen.getByRole('button', { name: 'Ajouter au panier' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Acheter' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the dialog shows the product and its total; closing resets the selection 50 ms later', () => {
    vi.useFakeTimers();
    openQuickBuy(lamp, false);
    renderWithShop(<QuickBuyDialog />);
    expect(screen.getByRole('dialog', { name: 'Achat rapide' })).toBeTruthy();
    expect(screen.getAllByText('60 H-Points')).toHaveLength(2); // unit price and total
    act(() => closeQuickBuy());
    expect(quickBuy.line).not.toBeNull();
    act(() => void vi.advanceTimersByTime(50));
    expect(quickBuy.line).toBeNull();
  });
});

describe('purchase-success dialog (spec 02 §2)', () => {
  it('a loader for 500 ms, then the message, each product with its quantity, and the total', () => {
    vi.useFakeTimers();
    purchase.receipt = { message: 'Merci pour votre achat !', lines: [{ id: 'lampe', name: 'Lampe torche', quantity: 2 }], total: 120, fromDailyShop: false };
    overlays.checkoutTransactionPopup = true;
    renderWithShop(<PurchaseSuccessDialog />);
    expect(screen.getByText('Chargement...')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(499));
    expect(screen.queryByText('Merci pour votre achat !')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('Merci pour votre achat !')).toBeTruthy();
    expect(screen.getByText('Lampe torche × 2')).toBeTruthy();
    expect(screen.getByText('Total : 120 H-Points')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(overlays.checkoutTransactionPopup).toBe(false);
  });
});
