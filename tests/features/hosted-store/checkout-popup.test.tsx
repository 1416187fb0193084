import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../../../src/api/account-queries';
import CheckoutPopup, { CHECKOUT_LOADER_MS, WHO_AM_I_AFTER_PAYMENT_MS } from '../../../src/features/hosted-store/checkout-popup';
import { hostedFlow } from '../../../src/features/hosted-store/hosted-basket';
import PaymentResult from '../../../src/features/hosted-store/payment-result';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { fakePlatform, renderWithShop } from '../../render';
import { resetStores } from '../../stores';
import { demoAccount } from '../account/demo-account';

// Tebex.js as the popup drives it: init, on (the handlers kept to fire them), render.
const tebex = vi.hoisted(() => {
  type Props = Record<string, (detail?: unknown) => void>;
  type Zoid = { close: () => Promise<void>; renderTo?: (...args: unknown[]) => Promise<void> };
  const handlers = new Map<string, (detail?: unknown) => void>();
  const checkout = {
    init: vi.fn(),
    on: vi.fn((event: string, handler: (detail?: unknown) => void) => {
      handlers.set(event, handler);
      return () => handlers.delete(event);
    }),
    render: vi.fn(async (element: HTMLElement) => {
      if (!element.isConnected) throw new Error('Target element must already be inserted into the page');
      checkout.isOpen = true;
    }),
    isOpen: false,
    theme: 'dark',
    zoid: { close: vi.fn(async () => {}) } as Zoid,
    componentFactory: undefined as undefined | ((props: Props) => Zoid),
    // Tebex.js's emitter feeds on(): what the zoid props call.
    emitter: { emit: (event: string, detail?: unknown) => handlers.get(event)?.(detail) },
  };
  // Async act: valtio tells React in a microtask.
  const emit = (event: string, detail?: unknown) => act(async () => handlers.get(event)?.(detail));
  return { checkout, handlers, emit };
});
vi.mock('@tebexio/tebex.js', () => ({ checkout: tebex.checkout, version: '1.11.0' }));

const ENDPOINT = 'https://pay.example.test/checkout';
const platform = () => {
  const base = fakePlatform();
  return fakePlatform({ config: { ...base.config, tebex: { ...base.config.tebex, checkoutEndpoint: ENDPOINT } } });
};

beforeEach(() => {
  resetStores({ user: demoAccount });
  tebex.handlers.clear();
  tebex.checkout.init.mockClear();
  tebex.checkout.render.mockClear();
  tebex.checkout.isOpen = false;
  tebex.checkout.componentFactory = undefined;
  main.tebexBasket = { ident: 'b-1' } as never;
  main.basketCreatedAt = Date.now();
  overlays.checkoutPopup = true;
  hostedFlow.checkoutIdent = 'b-1';
});
afterEach(() => vi.useRealTimers());

async function open() {
  const view = renderWithShop(<CheckoutPopup />, { platform: platform() });
  await waitFor(() => expect(tebex.checkout.render).toHaveBeenCalled());
  return view;
}

describe('checkout popup', () => {
  it('renders the widget inline, dark with both colours and the configured endpoint, behind a loader for 300 ms', async () => {
    await open();
    expect(tebex.checkout.init).toHaveBeenCalledWith({
      ident: 'b-1', theme: 'dark', endpoint: ENDPOINT, popupOnMobile: true,
      colors: [{ name: 'primary', color: '#910f0f' }, { name: 'secondary', color: '#25c235' }],
    });
    const [element, width, height, popup] = tebex.checkout.render.mock.calls[0] as unknown as [HTMLElement, string, string, boolean];
    expect(screen.getByRole('dialog', { name: 'Paiement' }).contains(element)).toBe(true);
    expect([width, height, popup]).toEqual(['100%', '100%', false]);
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    await waitFor(() => expect(screen.queryByText('Chargement…')).toBeNull(), { timeout: CHECKOUT_LOADER_MS + 500 });
  });

  it('without a configured endpoint, Tebex’s own is used', async () => {
    renderWithShop(<CheckoutPopup />);
    await waitFor(() => expect(tebex.checkout.init).toHaveBeenCalled());
    expect(tebex.checkout.init.mock.calls[0]![0]).not.toHaveProperty('endpoint');
  });

  it('close hides the popup', async () => {
    await open();
    await tebex.emit('close');
    expect(overlays.checkoutPopup).toBe(false);
    expect(hostedFlow.checkoutIdent).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('payment:complete thanks the player, drops the basket, closes, and asks who-am-I again 30 s later', async () => {
    const { queryClient } = await open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await tebex.emit('payment:complete', { ident: 'b-1' });
    expect(hostedFlow.payment).toBe('complete');
    expect(main.tebexBasket).toBeNull();
    expect(main.basketCreatedAt).toBeNull();
    expect(overlays.checkoutPopup).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['history', 'transactions'] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: accountKeys.whoAmIAll });
    await act(() => vi.advanceTimersByTimeAsync(WHO_AM_I_AFTER_PAYMENT_MS));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: accountKeys.whoAmIAll });
  });

  it('payment:error keeps the widget and says so until dismissed', async () => {
    await open();
    renderWithShop(<PaymentResult />);
    await tebex.emit('payment:error', {});
    expect(hostedFlow.payment).toBe('error');
    expect(overlays.checkoutPopup).toBe(true);
    expect(screen.getByText('Le paiement a échoué. Aucun montant n’a été débité.')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Fermer' }).at(-1)!);
    expect(hostedFlow.payment).toBeNull();
  });

  it('a widget that cannot start is logged, said, and the popup closes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    tebex.checkout.render.mockRejectedValueOnce(new Error('boom'));
    await open();
    await waitFor(() => expect(overlays.checkoutPopup).toBe(false));
    expect(hostedFlow.payment).toBe('error');
    expect(error).toHaveBeenCalledWith('[hosted-store] checkout widget failed', expect.any(Error));
    error.mockRestore();
  });

  it('a second checkout in the page reuses Tebex.js’s zoid component (render() would register it twice)', async () => {
    let props: Record<string, (detail?: unknown) => void> = {};
    const renderTo = vi.fn(async () => {});
    tebex.checkout.componentFactory = (given) => ((props = given), { close: vi.fn(async () => {}), renderTo });
    renderWithShop(<CheckoutPopup />);
    await waitFor(() => expect(renderTo).toHaveBeenCalled());
    expect(tebex.checkout.render).not.toHaveBeenCalled();
    expect(renderTo).toHaveBeenCalledWith(window, expect.any(HTMLElement), 'iframe');
    expect(props).toMatchObject({ theme: 'dark', isEmbedded: true, version: '1.11.0' });
    await act(async () => props.onPaymentComplete!({}));
    expect(hostedFlow.payment).toBe('complete');
  });
});
