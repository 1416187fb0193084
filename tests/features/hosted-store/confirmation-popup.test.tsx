import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TebexBasket, TebexCategory, TebexPackage } from '../../../src/api/contract/tebex';
import { TebexApiError } from '../../../src/api/tebex-api';
import ConfirmationPopup, { PACKAGE_GONE_CLOSE_MS } from '../../../src/features/hosted-store/confirmation-popup';
import { hostedFlow } from '../../../src/features/hosted-store/hosted-basket';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { renderWithShop } from '../../render';
import { resetStores } from '../../stores';
import { expectSanitizedDescription, HOSTILE_DESCRIPTION } from './hostile-description';

// The Headless API as the popup reaches it (useTebexApi), faked call by call.
const api = vi.hoisted(() => ({
  categories: vi.fn(),
  createBasket: vi.fn(),
  basket: vi.fn(),
  authUrl: vi.fn(),
  addPackage: vi.fn(),
  removePackage: vi.fn(),
  applyCoupon: vi.fn(),
  applyCreatorCode: vi.fn(),
  removeCreatorCode: vi.fn(),
}));
vi.mock('../../../src/features/hosted-store/use-flow-deps', () => ({ useTebexApi: () => api }));

const VIP = 42;
const refused = (title: string) => new TebexApiError(422, title, '');

function basket(over: Partial<TebexBasket> = {}): TebexBasket {
  return {
    ident: 'b-1', complete: false, id: 1, username_id: 7, username: 'Jean', cancel_url: null, complete_url: null,
    complete_auto_redirect: false, base_price: 9.99, sales_tax: 0, total_price: 8.99, email: null, currency: 'EUR',
    packages: [{ id: VIP, name: 'Grade VIP', in_basket: { quantity: 1, price: 9.99 }, custom: null }],
    coupons: [], giftcards: [], creator_code: '', links: {}, custom: { accountId: '7', server: 'hurricane_fa' },
    ...over,
  };
}

function catalogue(ids: number[]): TebexCategory[] {
  const packages = ids.map((id) => ({ id, name: `Paquet ${id}`, description: '<p>Un grade</p>', image: null, base_price: 9.99, currency: 'EUR' }) as TebexPackage);
  return [{ id: 1, name: 'Grades', description: '', packages, order: 0, display_type: 'list' }];
}

/** Lets the fake API's promises, valtio and React settle (timers are fake). */
const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

async function show(over: Partial<TebexBasket> = {}) {
  main.tebexBasket = basket(over);
  const view = renderWithShop(<ConfirmationPopup />);
  await settle();
  return view;
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmer' }) as HTMLButtonElement;
const creatorInput = () => screen.getByLabelText('Code créateur') as HTMLInputElement;
const discountInput = () => screen.getByLabelText('Code de réduction') as HTMLInputElement;

async function tryCreatorCode(code: string, how: 'blur' | 'enter' = 'blur') {
  fireEvent.change(creatorInput(), { target: { value: code } });
  if (how === 'blur') fireEvent.blur(creatorInput());
  else fireEvent.keyDown(creatorInput(), { key: 'Enter' });
  await settle();
}

async function tryCoupon(code: string) {
  fireEvent.change(discountInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
  resetStores();
  vi.clearAllMocks();
  api.categories.mockResolvedValue(catalogue([VIP]));
  api.applyCoupon.mockResolvedValue(undefined);
  api.applyCreatorCode.mockResolvedValue(undefined);
  api.removeCreatorCode.mockResolvedValue(undefined);
  api.removePackage.mockResolvedValue(basket({ packages: [] }));
});
afterEach(() => vi.useRealTimers());

describe('confirmation popup: what it shows (spec 02 §2)', () => {
  it('nothing without a package in the basket', async () => {
    main.tebexBasket = basket({ packages: [] });
    renderWithShop(<ConfirmationPopup />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the package, its price, the total and the gift recipient, in the display currency', async () => {
    main.currency = 'USD';
    main.rates = { EUR: 1, USD: 1.1 };
    const line = basket().packages[0]!;
    await show({ packages: [{ ...line, custom: { gift_target_data: { id: '9', nickname: 'Kevin' } } }] });
    expect(screen.getByRole('dialog', { name: 'Votre panier' })).toBeTruthy();
    expect(screen.getByText('Grade VIP')).toBeTruthy();
    expect(screen.getByText('10,99 USD')).toBeTruthy(); // 9.99 × 1.1
    expect(screen.getByText('Total : 9,89 USD')).toBeTruthy(); // 8.99 × 1.1
    expect(screen.getByText('Pour : Kevin')).toBeTruthy();
    expect(screen.getByText('Un grade')).toBeTruthy(); // the catalogue's description
  });
});

describe('discount code (spec 02 §4, §5)', () => {
  it('a wrong code says "Code incorrect"; a right one "Confirmé", empties the field and refreshes the basket 100 ms later', async () => {
    api.applyCoupon.mockRejectedValueOnce(refused('Invalid coupon code provided'));
    api.basket.mockResolvedValue(basket({ coupons: [{ coupon_code: 'PROMO10' }] }));
    await show();
    await tryCoupon('FAUX');
    expect(screen.getByRole('alert').textContent).toBe('Code incorrect');
    expect(main.attemptCounters.discountCode.attempts).toBe(1);
    // The same code again is not sent.
    await tryCoupon('FAUX');
    expect(api.applyCoupon).toHaveBeenCalledTimes(1);

    await tryCoupon('PROMO10');
    expect(api.applyCoupon).toHaveBeenLastCalledWith('b-1', 'PROMO10');
    expect(screen.getByRole('status').textContent).toBe('Confirmé');
    expect(discountInput().value).toBe('');
    expect(main.attemptCounters.discountCode.attempts).toBe(0);
    await settle(98);
    expect(api.basket).not.toHaveBeenCalled();
    await settle(2);
    expect(api.basket).toHaveBeenCalledWith('b-1');
    expect(screen.getByRole('list', { name: 'Codes de réduction appliqués' }).textContent).toBe('PROMO10');
    // A code already on the basket is not sent again.
    fireEvent.change(discountInput(), { target: { value: 'promo10' } });
    expect((screen.getByRole('button', { name: 'Appliquer' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('five refusals lock it: "Limite atteinte", field and button disabled', async () => {
    api.applyCoupon.mockRejectedValue(refused('Invalid coupon code provided'));
    await show();
    for (let i = 1; i <= 5; i++) await tryCoupon(`FAUX${i}`);
    expect(screen.getByRole('alert').textContent).toBe('Limite atteinte');
    expect(discountInput().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Appliquer' }) as HTMLButtonElement).disabled).toBe(true);
    // A locked field does not hold Confirmer back.
    expect(confirmButton().disabled).toBe(false);
  });
});

describe('creator code (spec 02 §4, §5)', () => {
  it('under 3 characters is not sent; a refused code is "invalide"; an accepted one shows as applied', async () => {
    api.applyCreatorCode.mockRejectedValueOnce(refused('Invalid creator code'));
    await show();
    await tryCreatorCode('ab');
    expect(api.applyCreatorCode).not.toHaveBeenCalled();

    await tryCreatorCode('FAUX');
    expect(api.applyCreatorCode).toHaveBeenCalledWith('b-1', 'FAUX');
    expect(screen.getByRole('alert').textContent).toBe('Code créateur invalide');
    expect(main.attemptCounters.verifyCreatorCode.attempts).toBe(1);
    await tryCreatorCode('FAUX'); // the last value tried is not sent again
    expect(api.applyCreatorCode).toHaveBeenCalledTimes(1);

    await tryCreatorCode('HURRI', 'enter');
    expect(api.applyCreatorCode).toHaveBeenLastCalledWith('b-1', 'HURRI');
    expect(screen.getByRole('status').textContent).toBe('Code créateur appliqué');
    expect(main.attemptCounters.verifyCreatorCode.attempts).toBe(0);
  });

  it("starts with the basket's code, shown as applied; emptying the field takes it off", async () => {
    await show({ creator_code: 'HURRI' });
    expect(creatorInput().value).toBe('HURRI');
    expect(screen.getByText('Code créateur appliqué')).toBeTruthy();
    await tryCreatorCode('');
    expect(api.removeCreatorCode).toHaveBeenCalledWith('b-1');
    expect(screen.queryByText('Code créateur appliqué')).toBeNull();
  });

  it('five refusals lock it with a live countdown, and the lock survives a new render from the stored counters', async () => {
    api.applyCreatorCode.mockRejectedValue(refused('Invalid creator code'));
    const view = await show();
    for (let i = 1; i <= 5; i++) await tryCreatorCode(`FAUX${i}`);
    expect(screen.getByRole('alert').textContent).toBe('Limite atteinte (5:00)');
    expect(creatorInput().disabled).toBe(true);
    await settle(1000);
    expect(screen.getByRole('alert').textContent).toBe('Limite atteinte (4:59)');

    view.unmount();
    await show();
    expect(screen.getByRole('alert').textContent).toBe('Limite atteinte (4:59)');
    expect(creatorInput().disabled).toBe(true);
    await settle(299_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(creatorInput().disabled).toBe(false);
  });
});

describe('Confirmer and Annuler (spec 02 §2, "Confirmation readiness")', () => {
  it('Confirmer waits while a typed code is not applied', async () => {
    await show();
    expect(confirmButton().disabled).toBe(false);
    fireEvent.change(discountInput(), { target: { value: 'PROMO' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(discountInput(), { target: { value: '' } });
    expect(confirmButton().disabled).toBe(false);
    fireEvent.change(creatorInput(), { target: { value: 'HURRI' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.blur(creatorInput());
    await settle();
    expect(confirmButton().disabled).toBe(false);
  });

  it('Confirmer asks "Confirmer la transaction ?": Non closes the question, Oui opens the checkout for this basket', async () => {
    await show();
    fireEvent.click(confirmButton());
    expect(screen.getByRole('dialog', { name: 'Confirmer la transaction ?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('dialog', { name: 'Confirmer la transaction ?' })).toBeNull();
    expect(overlays.checkoutPopup).toBe(false);

    fireEvent.click(confirmButton());
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    expect(hostedFlow.checkoutIdent).toBe('b-1');
    expect(overlays.checkoutPopup).toBe(true);
  });

  it('Annuler asks "Voulez-vous vraiment annuler ?": Non returns, Oui takes the package out and the popup goes', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Votre panier' })).toBeTruthy();
    expect(api.removePackage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await settle();
    expect(api.removePackage).toHaveBeenCalledWith('b-1', VIP);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click on the backdrop is Annuler', async () => {
    await show();
    fireEvent.mouseDown(screen.getByRole('dialog', { name: 'Votre panier' }).parentElement!);
    expect(screen.getByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' })).toBeTruthy();
  });

  it('back from the provider with cancelled=true, the cancel question opens at once', async () => {
    hostedFlow.askCancel = true;
    await show();
    expect(screen.getByRole('dialog', { name: 'Voulez-vous vraiment annuler ?' })).toBeTruthy();
    expect(hostedFlow.askCancel).toBe(false);
  });
});

describe('package gone from the catalogue (spec 02 §2)', () => {
  it('says so, then takes the package out after 2 s', async () => {
    api.categories.mockResolvedValue(catalogue([7]));
    await show();
    expect(screen.getByRole('alert').textContent).toBe("Ce produit n'est plus en vente.");
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    await settle(PACKAGE_GONE_CLOSE_MS - 1);
    expect(api.removePackage).not.toHaveBeenCalled();
    await settle(1);
    expect(api.removePackage).toHaveBeenCalledWith('b-1', VIP);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a gift in the basket (issue 33)', () => {
  const pack = { id: 201, name: '1 000 H-Points', in_basket: { quantity: 1, price: 9.99 } };
  beforeEach(() => {
    api.categories.mockResolvedValue([
      { id: 2, name: 'Points boutique', description: '', order: 0, display_type: 'list',
        packages: [{ id: 201, name: '1 000 H-Points', description: HOSTILE_DESCRIPTION, image: null, base_price: 9.99, currency: 'EUR' } as TebexPackage] },
    ]);
  });

  it('shows the package’s own HTML description, sanitized, and names the recipient on a line of their own', async () => {
    await show({ packages: [{ ...pack, custom: { gift_target_data: { id: '2', nickname: 'lucas_rp' } } }] });
    const dialog = screen.getByRole('dialog', { name: 'Votre panier' });
    expect(screen.getByText('Pour : lucas_rp').tagName).toBe('P');
    expectSanitizedDescription(dialog);
  });

  it('bought for oneself, it names no one', async () => {
    await show({ packages: [{ ...pack, custom: null }] });
    const dialog = screen.getByRole('dialog', { name: 'Votre panier' });
    expect(dialog.textContent).not.toContain('Pour :');
    expectSanitizedDescription(dialog);
  });
});
