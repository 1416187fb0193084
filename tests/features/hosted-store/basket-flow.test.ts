import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TebexBasket } from '../../../src/api/contract/tebex';
import { TebexApiError, type TebexApi } from '../../../src/api/tebex-api';
import { fatal } from '../../../src/features/errors/fatal-error';
import {
  AUTH_RETURN_PARAM,
  BASKET_LIFETIME_MS,
  addPackageBody,
  advance,
  basketExpired,
  checkRestoredBasket,
  finishAuthentication,
  nextStep,
  refreshBasketSoon,
  removeBasketPackage,
  requestPackage,
  returnPage,
  type FlowDeps,
} from '../../../src/features/hosted-store/hosted-basket';
import { main } from '../../../src/state/main-store';
import { DEMO } from '../catalogue/fixtures';
import { resetStores } from '../../stores';

const GIFT = { id: '2', nickname: 'lucas_rp' };

function basket(overrides: Partial<TebexBasket> = {}): TebexBasket {
  return {
    ident: 'b-1', complete: false, id: 1, country: 'FR', ip: null, username_id: null, username: null,
    cancel_url: null, complete_url: null, complete_auto_redirect: false, base_price: 0, sales_tax: 0, total_price: 0,
    email: null, currency: 'EUR', packages: [], coupons: [], giftcards: [], creator_code: '', links: [],
    custom: { accountId: DEMO.id, server: 'hurricane_fa', username: 'demo' }, ...overrides,
  };
}
const line = (id: number) => ({ id, name: `Paquet ${id}`, in_basket: { quantity: 1, price: 9.99 } });

function fakeApi(overrides: Partial<TebexApi> = {}): TebexApi {
  return {
    categories: vi.fn(async () => []),
    createBasket: vi.fn(async () => basket()),
    basket: vi.fn(async () => basket()),
    authUrl: vi.fn(async () => 'https://ident.tebex.io/auth/b-1'),
    addPackage: vi.fn(async (_ident, body) => basket({ packages: [line(Number(body.package_id))] })),
    removePackage: vi.fn(async () => basket()),
    applyCoupon: vi.fn(async () => {}),
    applyCreatorCode: vi.fn(async () => {}),
    removeCreatorCode: vi.fn(async () => {}),
    ...overrides,
  };
}

function deps(api = fakeApi(), path = '/tokens') {
  return { api, origin: 'https://shop.test', currentPath: () => path, navigate: vi.fn<FlowDeps['navigate']>(), variablePackageIds: [101] } satisfies FlowDeps;
}

describe('hosted-store basket flow (spec 02 §4, in order)', () => {
  beforeEach(() => resetStores({ user: { ...DEMO, discordId: '42' } }));
  afterEach(() => vi.useRealTimers());

  it('steps: nothing asked → idle; no basket → create; not authenticated → authenticate; then add; a package → confirm', () => {
    expect(nextStep(main)).toBe('idle');
    main.requestedPackageData = { id: 201, giftTarget: null };
    expect(nextStep(main)).toBe('create');
    main.tebexBasket = basket();
    expect(nextStep(main)).toBe('authenticate');
    main.basketAuth = { payload: 'n', isSuccess: true };
    expect(nextStep(main)).toBe('add');
    main.tebexBasket = basket({ packages: [line(201)] });
    expect(nextStep(main)).toBe('confirm');
    main.user = null;
    expect(nextStep(main)).toBe('idle');
  });

  it('creates the basket with the urls and custom of the contract, then leaves through /redirecting for the provider login', async () => {
    const d = deps(undefined, '/tokens?success=true');
    await requestPackage(d, 201, null);
    expect(d.api.createBasket).toHaveBeenCalledWith({
      complete_url: 'https://shop.test/',
      cancel_url: 'https://shop.test/?cancelled=true',
      custom: { accountId: DEMO.id, server: 'hurricane_fa', username: 'demo' },
      complete_auto_redirect: false,
    });
    const returnUrl = vi.mocked(d.api.authUrl).mock.calls[0]![1];
    const data = JSON.parse(new URL(returnUrl).searchParams.get(AUTH_RETURN_PARAM)!);
    expect(data).toEqual({ previousPage: '/tokens', authUrl: main.basketAuth.payload, giftTarget: null, id: 201 });
    expect(d.navigate).toHaveBeenCalledWith(`/redirecting?to=${encodeURIComponent('https://ident.tebex.io/auth/b-1')}`);
    expect(main.basketAuth.isSuccess).toBe(false);
    expect(d.api.addPackage).not.toHaveBeenCalled();
  });

  it('back with success=true and its own value: authenticated, the package added once (id as a string, quantity 1), back on the page', async () => {
    const d = deps();
    await requestPackage(d, 202, GIFT);
    const returnUrl = new URL(vi.mocked(d.api.authUrl).mock.calls[0]![1]);
    returnUrl.searchParams.set('success', 'true');
    await finishAuthentication(d, returnUrl.searchParams);
    expect(d.navigate).toHaveBeenLastCalledWith('/tokens', { replace: true });
    expect(d.api.addPackage).toHaveBeenCalledTimes(1);
    expect(d.api.addPackage).toHaveBeenCalledWith('b-1', { package_id: '202', quantity: 1, custom: { gift_target_data: GIFT } });
    expect(main.tebexBasket?.packages.map((p) => p.id)).toEqual([202]);
    expect(main.requestedPackageData).toBeNull();
    expect(nextStep(main)).toBe('confirm');
    // A second add while the basket holds a package does nothing.
    await requestPackage(d, 201, null);
    expect(d.api.addPackage).toHaveBeenCalledTimes(1);
  });

  it('comes back to the list of a product page, without the flow parameters', () => {
    expect(returnPage('/abonnements/grade_gold?action=subscribe')).toBe('/abonnements');
    expect(returnPage('/tokens?success=true&page=2')).toBe('/tokens?page=2');
    expect(returnPage('/daily-shop')).toBe('/daily-shop');
    expect(returnPage('/')).toBe('/');
  });

  it('a return this tab did not start (another value, or no success) adds nothing', async () => {
    const d = deps();
    await requestPackage(d, 201, null);
    const forged = new URLSearchParams({ success: 'true', [AUTH_RETURN_PARAM]: JSON.stringify({ previousPage: '//evil.test', authUrl: 'other', giftTarget: null, id: 201 }) });
    await finishAuthentication(d, forged);
    expect(d.navigate).toHaveBeenLastCalledWith('/', { replace: true });
    expect(main.basketAuth.isSuccess).toBe(false);
    expect(d.api.addPackage).not.toHaveBeenCalled();
  });

  it('the Discord id travels as variable data only for the configured packages', () => {
    const user = { ...DEMO, discordId: '42' };
    expect(addPackageBody({ id: 101, giftTarget: null }, user, [101])).toEqual({
      package_id: '101', quantity: 1, variable_data: { identifier: DEMO.id, gifter: 'demo', discord_id: '42' },
    });
    expect(addPackageBody({ id: 201, giftTarget: null }, user, [101])).toEqual({ package_id: '201', quantity: 1 });
    expect(addPackageBody({ id: 101, giftTarget: null }, { ...user, discordId: null }, [101])).toEqual({ package_id: '101', quantity: 1 });
  });

  it('a refused add shows TEBEX_ADD_PACKAGE_FAILED with the provider title and detail', async () => {
    const api = fakeApi({ addPackage: vi.fn(async () => Promise.reject(new TebexApiError(422, 'Package not found', 'Le paquet 999 n’existe pas.'))) });
    main.tebexBasket = basket();
    main.basketCreatedAt = Date.now();
    main.basketAuth = { payload: 'n', isSuccess: true };
    main.requestedPackageData = { id: 999, giftTarget: null };
    await advance(deps(api));
    expect(fatal.error).toEqual({ type: 'TEBEX_ADD_PACKAGE_FAILED', lines: ['Package not found', 'Le paquet 999 n’existe pas.'] });
    expect(main.requestedPackageData).toBeNull();
  });

  it('expiry: a visitor’s basket at once, any basket after an hour, one of another account', () => {
    const now = 10 * BASKET_LIFETIME_MS;
    const state = { user: DEMO, tebexBasket: basket(), basketCreatedAt: now - 1000, requestedPackageData: null };
    expect(basketExpired(state, now)).toBe(false);
    expect(basketExpired({ ...state, user: null }, now)).toBe(true);
    expect(basketExpired({ ...state, basketCreatedAt: now - BASKET_LIFETIME_MS - 1 }, now)).toBe(true);
    expect(basketExpired({ ...state, tebexBasket: basket({ custom: { accountId: '9', server: 'hurricane', username: 'x' } }) }, now)).toBe(true);
    expect(basketExpired({ ...state, tebexBasket: basket({ complete: true }) }, now)).toBe(true);
  });

  it('removal: the package goes; a failed removal drops the whole basket', async () => {
    main.tebexBasket = basket({ packages: [line(201)] });
    await removeBasketPackage(fakeApi());
    expect(main.tebexBasket?.packages).toEqual([]);
    main.tebexBasket = basket({ packages: [line(201)] });
    await removeBasketPackage(fakeApi({ removePackage: vi.fn(async () => Promise.reject(new TebexApiError(500, 'Oops', ''))) }));
    expect(main.tebexBasket).toBeNull();
  });

  it('the basket is read again 300 ms after a change; an unknown basket is dropped', async () => {
    vi.useFakeTimers();
    main.tebexBasket = basket();
    const api = fakeApi({ basket: vi.fn(async () => basket({ coupons: [{ coupon_code: 'BIENVENUE10' }] })) });
    const done = refreshBasketSoon(api);
    await vi.advanceTimersByTimeAsync(299);
    expect(api.basket).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(main.tebexBasket?.coupons).toEqual([{ coupon_code: 'BIENVENUE10' }]);
    const gone = refreshBasketSoon(fakeApi({ basket: vi.fn(async () => Promise.reject(new TebexApiError(404, 'Basket not found', ''))) }));
    await vi.advanceTimersByTimeAsync(300);
    await gone;
    expect(main.tebexBasket).toBeNull();
  });

  it('a paid basket is gone: a restored one the provider reports complete is dropped, a complete answer is never kept', async () => {
    const paid = { ident: 'paid-1', packages: [line(201)], coupons: [{ coupon_code: 'BIENVENUE10' }], creator_code: 'HURRICANE' };
    main.tebexBasket = basket(paid);
    main.basketCreatedAt = Date.now();
    main.basketAuth = { payload: 'n', isSuccess: true };
    const api = fakeApi({ basket: vi.fn(async () => basket({ ...paid, complete: true })) });
    await checkRestoredBasket(api);
    expect(api.basket).toHaveBeenCalledWith('paid-1');
    expect(main.tebexBasket).toBeNull();
    expect(main.basketAuth).toEqual({ payload: null, isSuccess: false });
    // An unpaid one stays, and is asked once only.
    main.tebexBasket = basket({ ident: 'open-1', packages: [line(201)] });
    main.basketCreatedAt = Date.now();
    const open = fakeApi({ basket: vi.fn(async () => basket({ ident: 'open-1', packages: [line(201)] })) });
    await checkRestoredBasket(open);
    await checkRestoredBasket(open);
    expect(open.basket).toHaveBeenCalledTimes(1);
    expect(main.tebexBasket?.ident).toBe('open-1');
    // Removing the package of a basket paid elsewhere: the answer says complete, nothing is kept.
    main.tebexBasket = basket({ ident: 'paid-2', packages: [line(201)] });
    await removeBasketPackage(fakeApi({ removePackage: vi.fn(async () => basket({ ident: 'paid-2', complete: true })) }));
    expect(main.tebexBasket).toBeNull();
  });

  it('after an ended basket, the next request starts a new flow at once (create, then the provider login)', async () => {
    // The stored basket was paid and emptied (no package left, complete).
    main.tebexBasket = basket({ ident: 'paid-3', complete: true });
    main.basketCreatedAt = Date.now();
    main.basketAuth = { payload: 'old', isSuccess: true };
    const d = deps(fakeApi({ createBasket: vi.fn(async () => basket({ ident: 'new-1' })) }));
    await requestPackage(d, 202, GIFT);
    expect(d.api.createBasket).toHaveBeenCalledTimes(1);
    expect(main.tebexBasket?.ident).toBe('new-1');
    expect(d.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/redirecting\?to=/));
  });

  it('the restored basket’s check never undoes an add answered meanwhile', async () => {
    main.tebexBasket = basket({ ident: 'race-1' });
    main.basketCreatedAt = Date.now();
    let answer!: (b: TebexBasket) => void;
    const api = fakeApi({ basket: vi.fn(() => new Promise<TebexBasket>((resolve) => (answer = resolve))) });
    const checking = checkRestoredBasket(api);
    main.tebexBasket = basket({ ident: 'race-1', packages: [line(201)] });
    answer(basket({ ident: 'race-1' }));
    await checking;
    expect(main.tebexBasket?.packages.map((p) => p.id)).toEqual([201]);
  });
});

