import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presentation, showItemPresentation } from '../../../src/features/catalogue/item-presentation';
import { buyWithPoints, closePurchaseSuccess, purchase } from '../../../src/features/checkout/points-purchase';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http';
import { frPurchase } from '../../../src/i18n/fr-purchase';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { shop, type BasketLine } from '../../../src/state/shop-store';
import { mockApi, testHttp, type Handler } from '../../http-mock';
import { resetStores } from '../../stores';
import { demoAccount } from '../account/demo-account';
import { product } from '../catalogue/fixtures';

const lamp = product({ itemId: 'lampe', name: 'Lampe torche', price: 60 });
const radio = product({ itemId: 'radio', name: 'Radio portable', price: 150, dailyShopDiscount: 20 });
const line = (id: string, quantity = 1, isFromDailyShop = false, discount = 0): BasketLine => ({ id, quantity, isFromDailyShop, discount, itemError: null });
const answer = { success: 'Merci pour votre achat !', shopData: { products: [lamp], bestSeller: [], shouldInterest: [] }, shopTokens: 12_260 };

let queryClient: QueryClient;
beforeEach(() => {
  resetStores({ user: { ...demoAccount }, products: [lamp, radio] });
  main.selectedCharacter.hurricane_fa = 7;
  shop.basket = [line('lampe', 2), line('radio', 1, true, 20)];
  queryClient = new QueryClient();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const buyBasket = () => buyWithPoints({ http: testHttp(), queryClient, lines: shop.basket, onBought: () => (shop.basket = []) });
const serve = (handler: Handler) => mockApi({ 'POST /api/buyProducts': handler });

describe('points purchase (spec 02 §4)', () => {
  it('logged out: the login panel opens and nothing is sent', async () => {
    main.user = null;
    const { calls } = serve(() => ({ body: answer }));
    await buyBasket();
    expect(overlays.login).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('without a character: the character modal opens and nothing is sent', async () => {
    main.selectedCharacter.hurricane_fa = null;
    const { calls } = serve(() => ({ body: answer }));
    await buyBasket();
    expect(overlays.characterSelect).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('sends ONE request for the whole basket, with the character and an Idempotency-Key; a second click while loading sends nothing', async () => {
    let release!: () => void;
    const { calls } = serve(() => new Promise((resolve) => (release = () => resolve({ body: answer }))));
    vi.useFakeTimers();
    const first = buyBasket();
    void buyBasket();
    expect(purchase.status).toBe('loading');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.json).toEqual({
      characterDbId: 7,
      // Each line's unit price as shown: the server refuses a line whose price is no longer that.
      products: [{ itemId: 'lampe', amount: 2, isFromDailyShop: false, unitPrice: 60 }, { itemId: 'radio', amount: 1, isFromDailyShop: true, unitPrice: 120 }],
    });
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    release();
    await vi.runAllTimersAsync();
    await first;
    expect(calls).toHaveLength(1);
  });

  it('success: the flag at once; after 2.5 s the catalogue and the balance; 100 ms later the item overlay closes and the success dialog opens; whoAmI 30 s later', async () => {
    vi.useFakeTimers();
    serve(() => ({ body: answer }));
    showItemPresentation('lampe');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const done = buyBasket();
    await vi.advanceTimersByTimeAsync(0);
    expect(purchase.status).toBe('success');
    expect(main.user?.shopTokens).toBe(12_500);
    await vi.advanceTimersByTimeAsync(2499);
    expect(shop.products).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(shop.products.map((p) => p.itemId)).toEqual(['lampe']);
    expect(main.user?.shopTokens).toBe(12_260);
    expect(shop.basket).toEqual([]); // bought lines leave the basket
    expect(overlays.itemPresentation).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(overlays.itemPresentation).toBe(false);
    expect(presentation.itemPresentation.id).toBe('');
    expect(overlays.checkoutTransactionPopup).toBe(true);
    expect(purchase.receipt).toEqual({
      message: 'Merci pour votre achat !',
      lines: [{ id: 'lampe', name: 'Lampe torche', quantity: 2 }, { id: 'radio', name: 'Radio portable', quantity: 1 }],
      total: 2 * 60 + 120,
      fromDailyShop: true,
    });
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account', 'whoAmI'] });
  });

  it('once done, the same flow buys nothing more; closing the success dialog refreshes the daily shop when a line came from it', async () => {
    vi.useFakeTimers();
    const { calls } = serve(() => ({ body: answer }));
    const done = buyBasket();
    await vi.runAllTimersAsync();
    await done;
    shop.basket = [line('lampe')];
    await buyBasket();
    expect(calls).toHaveLength(1);
    const refetch = vi.spyOn(queryClient, 'refetchQueries');
    closePurchaseSuccess(queryClient);
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['shop', 'daily'] });
    expect(overlays.checkoutTransactionPopup).toBe(false);
    expect(purchase.status).toBe('idle');
  });
});

describe('purchase errors (spec 02 §8), nothing lost', () => {
  it('a string error is the general error', async () => {
    serve(() => ({ status: 403, body: { error: "Ce personnage n'appartient pas à votre compte sur ce serveur." } }));
    await buyBasket();
    expect(purchase.status).toBe('error');
    expect(shop.genericError).toBe("Ce personnage n'appartient pas à votre compte sur ce serveur.");
    expect(shop.basket).toHaveLength(2);
  });

  it('the insufficient-points object is the shop tokens error with the balance', async () => {
    serve(() => ({ status: 400, body: { error: { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 120 } } }));
    await buyBasket();
    expect(shop.shopTokensError).toEqual({ message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 120 });
    expect(shop.genericError).toBeNull();
  });

  it('any other object is the generic error', async () => {
    serve(() => ({ status: 500, body: { error: { message: 'Internal' } } }));
    await buyBasket();
    expect(shop.genericError).toBe(frPurchase.generic);
  });

  it('a refusal naming a line marks that line, and the catalogue is read again (the server’s price and stock)', async () => {
    serve(() => ({ status: 409, body: { error: 'Stock insuffisant pour « Lampe torche ».', itemId: 'lampe' } }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await buyBasket();
    expect(shop.basket[0]!.itemError).toEqual({ err: '409', message: 'Stock insuffisant pour « Lampe torche ».' });
    expect(shop.basket[1]!.itemError).toBeNull();
    expect(shop.genericError).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['shop', 'version'] });
  });

  it('a line in a sale sends the sale’s price (rounded down), the larger of the sale and the daily discount', async () => {
    const { calls } = serve(() => ({ status: 409, body: { error: 'Le prix de « Lampe torche » a changé : 60 au lieu de 44.', itemId: 'lampe' } }));
    const endsAt = '2025-06-20T20:00:00.000Z';
    resetStores({ user: { ...demoAccount }, products: [{ ...lamp, sale: { percent: 27, endsAt } }, { ...radio, sale: { percent: 10, endsAt } }] });
    main.selectedCharacter.hurricane_fa = 7;
    shop.basket = [line('lampe', 2), line('radio', 1, true, 20)];
    await buyBasket();
    expect((calls[0]!.json as { products: { unitPrice: number }[] }).products.map((l) => l.unitPrice)).toEqual([43, 120]);
    expect(shop.basket[0]!.itemError?.message).toBe('Le prix de « Lampe torche » a changé : 60 au lieu de 44.');
  });

  it('a lost answer keeps the basket and says so; the retry of that attempt reuses its key, a new attempt after an answer gets a new one', async () => {
    const keys: string[] = [];
    let outcome: 'lost' | 'refused' = 'lost';
    serve(({ init }) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      if (outcome === 'lost') return Promise.reject(new TypeError('Failed to fetch'));
      return { status: 409, body: { error: 'Stock insuffisant.', itemId: 'radio' } };
    });
    await buyBasket();
    expect(shop.genericError).toBe(frPurchase.lost);
    expect(shop.basket).toHaveLength(2);
    outcome = 'refused';
    await buyBasket();
    expect(keys[1]).toBe(keys[0]);
    await buyBasket();
    expect(keys[2]).not.toBe(keys[1]);
  });

  it.each([
    ['its own crash', { status: 500, body: { error: 'Erreur interne du serveur. Réessayez plus tard.' } }],
    ["a proxy's page", { status: 502, raw: '<html><body>Bad Gateway</body></html>' }],
  ])('a server error (%s): the generic French error, the basket kept; the retry keeps the key (the server may have bought)', async (_, failure) => {
    const keys: string[] = [];
    let down = true;
    serve(({ init }) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      return down ? failure : { body: answer };
    });
    vi.useFakeTimers();
    await buyBasket();
    expect(purchase.status).toBe('error');
    expect(shop.genericError).toBe(frPurchase.generic);
    expect(shop.basket).toHaveLength(2);
    expect(shop.basket.every((l) => l.itemError === null)).toBe(true);
    down = false;
    const done = buyBasket();
    await vi.runAllTimersAsync();
    await done;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(purchase.status).toBe('success');
  });

  it('a time-out keeps the basket, says the answer was lost, and the retry reuses the key', async () => {
    vi.useFakeTimers();
    const keys: string[] = [];
    serve(({ init }) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']!);
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    });
    const first = buyBasket();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await first;
    expect(shop.genericError).toBe(frPurchase.lost);
    expect(shop.basket).toHaveLength(2);
    const second = buyBasket();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await second;
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offline: a clear French message', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await buyBasket();
    expect(shop.genericError).toBe(frPurchase.offline);
  });
});
