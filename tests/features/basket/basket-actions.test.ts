import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDED_NOTICE_MS, REMOVAL_DELAY_MS, addToBasket, canIncrease, maxReached, removeFromBasket, setQuantity,
} from '../../../src/features/basket/basket-actions';
import { shop } from '../../../src/state/shop-store';
import { DEMO, product } from '../catalogue/fixtures';
import { overlays } from '../../../src/state/overlays';
import { resetStores } from '../../stores';
import { productNotifications } from '../../../src/features/basket/product-notifications';

describe('own-catalogue basket (spec 02 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetStores({ user: DEMO });
  });
  afterEach(() => vi.useRealTimers());

  it('an anonymous visitor is asked to log in instead', () => {
    resetStores();
    addToBasket(product());
    expect(shop.basket).toEqual([]);
    expect(overlays.login).toBe(true);
  });

  it('adds with quantity 1, a notice cleared after 1 s, and ignores a second add', () => {
    addToBasket(product());
    addToBasket(product());
    expect(shop.basket).toEqual([{ id: 'kit', quantity: 1, isFromDailyShop: false, discount: 0, itemError: null }]);
    expect(productNotifications.list).toEqual([{ id: 'kit', type: 'added' }]);
    vi.advanceTimersByTime(ADDED_NOTICE_MS);
    expect(productNotifications.list).toEqual([]);
  });

  it('adds only when stock is unlimited or above 0, and never a price of -1', () => {
    addToBasket(product({ itemId: 'a', stocks: 0 }));
    addToBasket(product({ itemId: 'b', price: -1 }));
    addToBasket(product({ itemId: 'c', stocks: 2 }));
    expect(shop.basket.map((l) => l.id)).toEqual(['c']);
  });

  it('daily-shop items carry the discount and keep a fixed quantity', () => {
    const daily = product({ dailyShopDiscount: 20 });
    addToBasket(daily, true);
    expect(shop.basket[0]).toMatchObject({ isFromDailyShop: true, discount: 20 });
    setQuantity(daily, 3);
    expect(shop.basket[0]!.quantity).toBe(1);
  });

  it('quantity is at least 1 and clamped to the stock, clearing the item error', () => {
    const stocked = product({ stocks: 3 });
    addToBasket(stocked);
    shop.basket[0]!.itemError = { err: 'STOCK', message: 'Stock insuffisant' };
    setQuantity(stocked, 0);
    expect(shop.basket[0]!.quantity).toBe(1);
    shop.basket[0]!.quantity = 5; // the stock went down since
    setQuantity(stocked, 4);
    expect(shop.basket[0]!.quantity).toBe(3);
    expect(shop.basket[0]!.itemError).toBeNull();
    expect(maxReached(3, stocked)).toBe(3);
    expect(maxReached(2, stocked)).toBeNull();
  });

  it('the plus is blocked at or above the per-character limit', () => {
    const limited = product({ characterLimit: 2 });
    expect(canIncrease(1, limited)).toBe(true);
    expect(canIncrease(2, limited)).toBe(false);
    addToBasket(limited);
    setQuantity(limited, 2);
    setQuantity(limited, 3);
    expect(shop.basket[0]!.quantity).toBe(2);
  });

  it('removal shows a notice, then deletes the line 500 ms later', () => {
    addToBasket(product());
    removeFromBasket(product());
    expect(productNotifications.list).toEqual([{ id: 'kit', type: 'removed' }]);
    expect(shop.basket).toHaveLength(1);
    vi.advanceTimersByTime(REMOVAL_DELAY_MS);
    expect(shop.basket).toEqual([]);
    expect(productNotifications.list).toEqual([]);
  });
});
