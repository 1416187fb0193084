import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TebexBasket } from '../../../src/api/contract/tebex';
import HostedStoreFlow from '../../../src/features/hosted-store/hosted-store-flow';
import { main } from '../../../src/state/main-store';
import { renderWithShop } from '../../render';
import { resetStores } from '../../stores';
import { DEMO } from '../catalogue/fixtures';

// The Headless API as the flow reaches it (useTebexApi), faked call by call.
const api = vi.hoisted(() => ({
  categories: vi.fn(async () => []),
  createBasket: vi.fn(),
  basket: vi.fn(),
  authUrl: vi.fn(),
  addPackage: vi.fn(),
  removePackage: vi.fn(),
  applyCoupon: vi.fn(),
  applyCreatorCode: vi.fn(),
  removeCreatorCode: vi.fn(),
}));
vi.mock('../../../src/features/hosted-store/use-flow-deps', async () => {
  const { useMemo } = await import('react');
  return {
    useTebexApi: () => api,
    useFlowDeps: () =>
      useMemo(() => ({ api, origin: 'https://shop.test', currentPath: () => '/tokens', navigate: vi.fn(), variablePackageIds: [] }), []),
  };
});

function basket(over: Partial<TebexBasket> = {}): TebexBasket {
  return {
    ident: 'restored-1', complete: false, id: 1, username_id: 7, username: 'demo', cancel_url: null, complete_url: null,
    complete_auto_redirect: false, base_price: 24.99, sales_tax: 0, total_price: 22.49, email: null, currency: 'EUR',
    packages: [{ id: 202, name: '2 500 H-Points', in_basket: { quantity: 1, price: 24.99 }, custom: null }],
    coupons: [{ coupon_code: 'BIENVENUE10' }], giftcards: [], creator_code: 'HURRICANE', links: {},
    custom: { accountId: DEMO.id, server: 'hurricane_fa', username: 'demo' },
    ...over,
  };
}

describe('hosted-store flow on the page', () => {
  beforeEach(() => {
    resetStores({ user: DEMO });
    api.basket.mockReset();
  });

  it('a restored basket the provider reports paid is dropped: "Votre panier" does not come back', async () => {
    main.tebexBasket = basket();
    main.basketCreatedAt = Date.now();
    main.basketAuth = { payload: 'n', isSuccess: true };
    api.basket.mockResolvedValue(basket({ complete: true }));
    renderWithShop(<HostedStoreFlow />, { path: '/tokens' });
    await waitFor(() => expect(main.tebexBasket).toBeNull());
    expect(api.basket).toHaveBeenCalledWith('restored-1');
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Votre panier' })).toBeNull();
  });
});
