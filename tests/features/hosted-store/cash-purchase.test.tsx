import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DiscordLink from '../../../src/features/account/discord-link';
import type * as HostedBasket from '../../../src/features/hosted-store/hosted-basket';
import { loginPanel } from '../../../src/features/account/login-state';
import { CashActions } from '../../../src/features/hosted-store/cash-actions';
import { CashActions as GameCashActions } from '../../../src/features/hosted-store/cash-actions.compact';
import { LOGIN_DIALOG_DELAY_MS, PENDING_ADD_LIFETIME_MS, resumePendingPurchase, startCashPurchase } from '../../../src/features/hosted-store/cash-purchase';
import { hostedFlow } from '../../../src/features/hosted-store/hosted-basket';
import { main } from '../../../src/state/main-store';
import { overlays } from '../../../src/state/overlays';
import { Toaster } from '../../../src/ui/toast';
import { DEMO, product } from '../catalogue/fixtures';
import { fakePlatform, renderWithShop } from '../../render';
import { resetStores } from '../../stores';

/** A cash button loads the flow's module on its click: lets that import and the start run. */
const started = () =>
  act(async () => {
    await import('../../../src/features/hosted-store/cash-purchase');
    await Promise.resolve();
  });

const { requestPackage, startDiscordLink } = vi.hoisted(() => ({ requestPackage: vi.fn(async () => {}), startDiscordLink: vi.fn(async () => {}) }));
vi.mock('../../../src/features/hosted-store/hosted-basket', async (original) => ({
  ...(await original<typeof HostedBasket>()),
  requestPackage,
}));
vi.mock('../../../src/features/account/discord-link', async (original) => ({
  ...(await original<typeof DiscordLink>()),
  startDiscordLink,
}));

const pack = product({ itemId: 'points_1000', name: '1 000 H-Points', category: 'Points boutique', moneyType: 'cash', price: 9.99, tebexPackageId: 201 });
const rank = product({ itemId: 'grade_gold', name: 'Gold', category: 'Grades', moneyType: 'cash', price: 14.99, tebexPackageId: 102 });

describe('cash buttons (spec 02 §2, §4)', () => {
  beforeEach(() => {
    resetStores();
    requestPackage.mockClear();
    startDiscordLink.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('points pack: "Offrir" and "Acheter"; a rank: "Souscrire"; no package or price -1: disabled', () => {
    const { unmount } = renderWithShop(<CashActions product={pack} />);
    expect(screen.getByRole('button', { name: 'Offrir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Acheter' })).toBeTruthy();
    unmount();
    renderWithShop(<CashActions product={{ ...rank, price: -1 }} />);
    expect((screen.getByRole('button', { name: 'Souscrire' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('the rank the player holds reads "Votre abonnement", without "Souscrire", on the web and in game', () => {
    const subscription = { rank: 'Gold', status: 'active' as const, until: '2026-12-26T10:00:00Z' };
    resetStores({ user: { ...DEMO, rank: 'Gold', subscription } });
    const { unmount } = renderWithShop(<CashActions product={rank} />);
    expect(screen.getByText('Votre abonnement')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Souscrire' })).toBeNull();
    unmount();
    renderWithShop(<GameCashActions product={rank} />, { platform: fakePlatform({ kind: 'nui', flags: { layout: 'compact', checkout: 'external' } }) });
    expect(screen.getByText('Votre abonnement')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Souscrire' })).toBeNull();
  });

  it("the subscription's rank counts, else the account's: another rank keeps its \"Souscrire\"", () => {
    // The subscription sets the rank; an older server sends only `rank` ("gold" is Gold).
    resetStores({ user: { ...DEMO, rank: 'gold', subscription: null } });
    const { unmount } = renderWithShop(<CashActions product={rank} />);
    expect(screen.getByText('Votre abonnement')).toBeTruthy();
    unmount();
    resetStores({ user: { ...DEMO, rank: 'Gold', subscription: { rank: 'Diamond', status: 'ending', until: '2026-12-26T10:00:00Z' } } });
    renderWithShop(<CashActions product={rank} />);
    expect(screen.queryByText('Votre abonnement')).toBeNull();
    expect(screen.getByRole('button', { name: 'Souscrire' })).toBeTruthy();
  });

  it('logged out: the message, the login dialog 250 ms later, the add remembered', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    renderWithShop(<CashActions product={pack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Acheter' }));
    await started();
    expect(loginPanel.error).toBe("Vous devez être connecté avant d'ajouter des objets à votre panier.");
    expect(main.rememberedItem).toEqual({ id: 201, timestamp: 1_000_000, isGift: false });
    vi.advanceTimersByTime(LOGIN_DIALOG_DELAY_MS - 1);
    expect(overlays.login).toBe(false);
    vi.advanceTimersByTime(1);
    expect(overlays.login).toBe(true);
    expect(requestPackage).not.toHaveBeenCalled();
  });

  it('logged in: "Acheter" starts the basket flow, "Offrir" opens the gift popup for the package', async () => {
    resetStores({ user: DEMO });
    renderWithShop(<CashActions product={pack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Acheter' }));
    await started();
    expect(requestPackage).toHaveBeenCalledWith(expect.anything(), 201, null);
    fireEvent.click(screen.getByRole('button', { name: 'Offrir' }));
    await started();
    expect(hostedFlow.giftPackageId).toBe(201);
    expect(overlays.giftTarget).toBe(true);
  });

  it('a rank without a linked Discord goes to Discord first, carrying the package and the gift flag', async () => {
    // Not Gold already: "Souscrire" is not offered on the rank the player holds.
    resetStores({ user: { ...DEMO, rank: null, discordId: null } });
    renderWithShop(<CashActions product={rank} />, { path: '/abonnements' });
    fireEvent.click(screen.getByRole('button', { name: 'Souscrire' }));
    await started();
    expect(startDiscordLink).toHaveBeenCalledWith(expect.anything(), expect.anything(), expect.any(String), { packageId: 102, isGift: false });
    expect(requestPackage).not.toHaveBeenCalled();
  });

  it('the remembered add resumes once logged in, and is dropped after 5 minutes', async () => {
    const deps = { http: {} as never, platform: fakePlatform(), api: {} as never, origin: '', currentPath: () => '/tokens', navigate: () => {}, variablePackageIds: [] };
    resetStores({ user: { ...DEMO, rank: null, subscription: null, discordId: '42' } });
    main.rememberedItem = { id: 102, timestamp: 0, isGift: false };
    await resumePendingPurchase(deps, [pack, rank], PENDING_ADD_LIFETIME_MS);
    expect(requestPackage).toHaveBeenCalledWith(deps, 102, null);
    expect(main.rememberedItem).toBeNull();
    requestPackage.mockClear();
    main.rememberedItem = { id: 102, timestamp: 0, isGift: false };
    await resumePendingPurchase(deps, [pack, rank], PENDING_ADD_LIFETIME_MS + 1);
    expect(requestPackage).not.toHaveBeenCalled();
    expect(main.rememberedItem).toBeNull();
  });

  it('the rank the player holds is not bought again: neither a remembered purchase nor a deep link starts it; a gift of it does', async () => {
    const deps = { http: {} as never, platform: fakePlatform(), api: {} as never, origin: '', currentPath: () => '/abonnements', navigate: () => {}, variablePackageIds: [] };
    const subscription = { rank: 'Gold', status: 'active' as const, until: '2026-12-26T10:00:00Z' };
    resetStores({ user: { ...DEMO, rank: 'Gold', subscription, discordId: '42' } });
    main.rememberedItem = { id: 102, timestamp: 0, isGift: false };
    await resumePendingPurchase(deps, [pack, rank], 0);
    await startCashPurchase(deps, rank, 'subscribe');
    expect(requestPackage).not.toHaveBeenCalled();
    expect(main.rememberedItem).toBeNull();
    await startCashPurchase(deps, rank, 'gift');
    expect(hostedFlow.giftPackageId).toBe(102);
  });

  it('in game: the button hands the web shop the product page with ?action=, logged in, and says so', async () => {
    const requestWebLogin = vi.fn();
    const openExternal = vi.fn();
    renderWithShop(
      <>
        <GameCashActions product={rank} />
        <Toaster />
      </>,
      { platform: fakePlatform({ requestWebLogin, openExternal }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Souscrire' }));
    expect(requestWebLogin).toHaveBeenCalledWith('/abonnements/grade_gold?action=subscribe');
    expect(openExternal).not.toHaveBeenCalled();
    expect(await screen.findByText('Votre achat continue dans votre navigateur.')).toBeTruthy();
  });
});
