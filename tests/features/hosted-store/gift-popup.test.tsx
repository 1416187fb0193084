import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GiftPopup from '../../../src/features/hosted-store/gift-popup';
import { hostedFlow, requestPackage } from '../../../src/features/hosted-store/hosted-basket';
import type * as HostedBasket from '../../../src/features/hosted-store/hosted-basket';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { mockApi, type Call } from '../../http-mock';
import { renderWithShop } from '../../render';
import { resetStores } from '../../stores';
import { DEMO } from '../catalogue/fixtures';
import { expectSanitizedDescription, HOSTILE_DESCRIPTION } from './hostile-description';

// The basket flow itself is hosted-basket's business: here only its start is watched.
vi.mock('../../../src/features/hosted-store/hosted-basket', async (importOriginal) => ({
  ...(await importOriginal<typeof HostedBasket>()),
  requestPackage: vi.fn(() => Promise.resolve()),
}));

const VIP = {
  id: 7, name: 'Grade VIP', image: null, type: 'single', category: { id: 1, name: 'Grades' },
  description: HOSTILE_DESCRIPTION,
  base_price: 9.99, sales_tax: 0, total_price: 9.99, currency: 'EUR', discount: 0, disable_quantity: true,
  disable_gifting: false, expiration_date: null, created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z',
};
const CATEGORIES = 'GET /api/accounts/hurricane-public-token/categories';
const categories = { body: { data: [{ id: 1, name: 'Grades', description: '', packages: [VIP], order: 0, display_type: 'list' }] } };
const LUCAS = { id: '42', nickname: 'Lucas_RP' };

/** The own API knows one other player, Lucas_RP; any other name is a 404 with the server's text. */
function verify({ url }: Call) {
  return url.searchParams.get('username')?.toLowerCase() === 'lucas_rp'
    ? { body: LUCAS }
    : { status: 404, body: { error: 'Aucun joueur ne porte ce pseudo.' } };
}

let api: ReturnType<typeof mockApi>;
const lookups = () => api.calls.filter((call) => call.path === '/api/verifyUsername');
const field = () => screen.getByRole('textbox', { name: 'Pseudo du joueur' }) as HTMLInputElement;
const findButton = () => screen.getByRole('button', { name: 'Trouver' }) as HTMLButtonElement;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Opens the popup for the VIP package and waits for the catalogue (real timers). */
async function open() {
  overlays.giftTarget = true;
  hostedFlow.giftPackageId = VIP.id;
  const view = renderWithShop(<GiftPopup />);
  await screen.findByText('Grade VIP');
  return view;
}

/** Types a name and clicks Trouver, then lets the 10 ms and the 1 s loader run (fake timers). */
async function findName(name: string) {
  fireEvent.change(field(), { target: { value: name } });
  fireEvent.click(findButton());
  await advance(1000);
}

beforeEach(() => {
  resetStores({ user: DEMO });
  vi.mocked(requestPackage).mockClear();
  api = mockApi({ [CATEGORIES]: categories, 'GET /api/verifyUsername': verify });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('gift-target popup (spec 02 "Gift-target popup", "Gifting")', () => {
  it('shows the title, a loader until the catalogue is ready, then the product with its cash price', async () => {
    overlays.giftTarget = true;
    hostedFlow.giftPackageId = VIP.id;
    renderWithShop(<GiftPopup />);
    expect(screen.getByRole('dialog', { name: 'Qui doit recevoir ce cadeau ?' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    const product = await screen.findByRole('region', { name: 'Produit sélectionné' });
    expect(product.textContent).toContain('Grade VIP');
    expect(product.textContent).toContain('9,99 €');
    expect(field().placeholder).toBe('Pseudo du joueur');
    expect(field().disabled).toBe(false);
    // Nothing to clear yet.
    expect(screen.queryByRole('button', { name: 'Effacer le pseudo' })).toBeNull();
  });

  it('the price follows the display currency', async () => {
    main.currency = 'USD';
    main.rates = { EUR: 1, USD: 1.1 };
    await open();
    expect(screen.getByText('10,99 USD')).toBeTruthy();
  });

  it('stays closed without a package', () => {
    overlays.giftTarget = true;
    renderWithShop(<GiftPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the package’s own HTML description, sanitized: no script, no event handler', async () => {
    await open();
    expectSanitizedDescription(screen.getByRole('region', { name: 'Produit sélectionné' }));
  });

  it('names a chosen recipient on a line of their own, over the package’s description', async () => {
    main.giftTarget = LUCAS;
    await open();
    const panel = screen.getByRole('region', { name: 'Produit sélectionné' });
    expect(within(panel).getByText('Pour : Lucas_RP').tagName).toBe('P');
    expectSanitizedDescription(panel);
  });

  it('names no one before a recipient is chosen', async () => {
    await open();
    expect(screen.getByRole('region', { name: 'Produit sélectionné' }).textContent).not.toContain('Pour :');
  });

  it('Annuler and a press on the backdrop close it', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(overlays.giftTarget).toBe(false);
    expect(hostedFlow.giftPackageId).toBeNull();

    await open();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(overlays.giftTarget).toBe(false);
    expect(hostedFlow.giftPackageId).toBeNull();
  });

  it('Trouver waits 10 ms, shows a loader for about 1 s, then the message', async () => {
    await open();
    vi.useFakeTimers();
    fireEvent.change(field(), { target: { value: 'fantome' } });
    fireEvent.click(findButton());
    expect(findButton().getAttribute('aria-busy')).toBe('true');
    expect(findButton().querySelector('.spinner')).toBeTruthy();
    await advance(9);
    expect(lookups()).toHaveLength(0);
    await advance(1);
    expect(lookups()).toHaveLength(1);
    expect(lookups()[0]!.url.searchParams.get('username')).toBe('fantome');
    await advance(900);
    expect(findButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Aucun joueur ne porte ce pseudo.')).toBeNull();
    await advance(100);
    expect(findButton().getAttribute('aria-busy')).toBe('false');
    expect(findButton().querySelector('.spinner')).toBeNull();
    expect(screen.getByText('Aucun joueur ne porte ce pseudo.')).toBeTruthy();
    expect(main.attemptCounters.verifyUsername.attempts).toBe(1);
  });

  it('refuses a short name and the own name without asking the server', async () => {
    await open();
    vi.useFakeTimers();
    await findName('abc');
    expect(screen.getByText('Le pseudo est trop court')).toBeTruthy();
    await findName('DEMO');
    expect(screen.getByText('Vous ne pouvez pas vous offrir un cadeau.')).toBeTruthy();
    expect(lookups()).toHaveLength(0);
    expect(main.attemptCounters.verifyUsername.attempts).toBe(0);
    // Emptying the field clears the message.
    fireEvent.change(field(), { target: { value: '' } });
    expect(screen.queryByText('Vous ne pouvez pas vous offrir un cadeau.')).toBeNull();
  });

  it('a found player is stored, the counter reset, the popup closed and the package requested for them', async () => {
    main.attemptCounters.verifyUsername = { attempts: 2, timestamp: null };
    await open();
    vi.useFakeTimers();
    await findName('lucas_rp');
    expect(main.giftTarget).toEqual(LUCAS);
    expect(main.attemptCounters.verifyUsername).toEqual({ attempts: 0, timestamp: null });
    expect(overlays.giftTarget).toBe(false);
    expect(hostedFlow.giftPackageId).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestPackage).toHaveBeenCalledWith(expect.objectContaining({ navigate: expect.any(Function) }), VIP.id, LUCAS);
  });

  it('a stored recipient pre-fills the field with the check; Trouver goes on with them, the clear button resets them', async () => {
    main.giftTarget = LUCAS;
    await open();
    expect(field().value).toBe('Lucas_RP');
    expect(field().disabled).toBe(true);
    expect(screen.getByRole('img', { name: 'Destinataire : Lucas_RP' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Effacer le pseudo' }));
    expect(main.giftTarget).toBeNull();
    expect(field().value).toBe('');
    expect(field().disabled).toBe(false);
    expect(screen.queryByRole('img', { name: 'Destinataire : Lucas_RP' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Effacer le pseudo' })).toBeNull();

    main.giftTarget = LUCAS;
    vi.useFakeTimers();
    fireEvent.click(findButton());
    await advance(10);
    expect(lookups()).toHaveLength(0);
    expect(requestPackage).toHaveBeenCalledWith(expect.anything(), VIP.id, LUCAS);
    expect(overlays.giftTarget).toBe(false);
  });

  it('five unknown names lock the lookup for 5 minutes with a live countdown', async () => {
    await open();
    vi.useFakeTimers();
    for (let i = 1; i <= 4; i++) {
      await findName(`fantome${i}`);
      expect(screen.getByText('Aucun joueur ne porte ce pseudo.')).toBeTruthy();
    }
    fireEvent.change(field(), { target: { value: 'fantome5' } });
    fireEvent.click(findButton());
    await advance(10);
    expect(screen.getByText('Limite atteinte (5:00)')).toBeTruthy();
    expect(screen.queryByText('Aucun joueur ne porte ce pseudo.')).toBeNull();
    expect(field().disabled).toBe(true);
    expect(findButton().disabled).toBe(true);
    await advance(1000);
    expect(screen.getByText('Limite atteinte (4:59)')).toBeTruthy();
    // A click while locked asks nothing.
    fireEvent.click(findButton());
    await advance(1000);
    expect(lookups()).toHaveLength(5);
    await advance(299_000);
    expect(screen.queryByText(/Limite atteinte/)).toBeNull();
    expect(field().disabled).toBe(false);
    expect(findButton().disabled).toBe(false);
  });
});
