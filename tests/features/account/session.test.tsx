import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountSlot } from '../../../src/features/account/account-slot';
import { SessionEffects } from '../../../src/features/account/session-effects';
import { createObservable } from '../../../src/platform/observable';
import type { GameMessage } from '../../../src/platform/game-message';
import { main } from '../../../src/state/main-store';
import { fakePlatform, renderWithShop, clickAndPaint } from '../../render';
import { overlays } from '../../../src/state/overlays';
import { demoAccount } from './demo-account';
import { mockApi, type Handler } from '../../http-mock';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/http';
import { resetStores } from '../../stores';
import { Toaster } from '../../../src/ui/toast';

beforeEach(resetStores);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const character = { id: 7, firstname: 'Jean', lastname: 'Dupont', dob: '1990-04-12', pob: 'Paris', height: 180, serverName: 'hurricane_fa' };

describe('session check', () => {
  it('asks who-am-I every 60 s while logged in and on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    main.user = demoAccount;
    const { calls } = mockApi({ 'GET /api/whoAmI': { body: { ...demoAccount, shopTokens: 900 } }, 'GET /api/getCharacters': { body: [] } });
    renderWithShop(<SessionEffects />);
    await waitFor(() => expect(main.user?.shopTokens).toBe(900));
    const count = () => calls.filter((c) => c.path === '/api/whoAmI').length;
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count()).toBe(2);
  });

  it.each([401, 403])('the server saying the session is gone (%i) clears the session, records a logout and resets the server cache', async (status) => {
    main.user = demoAccount;
    main.characters.hurricane_fa = [character];
    mockApi({ 'GET /api/whoAmI': { status, body: { error: 'Non connecté' } } });
    const { queryClient } = renderWithShop(<SessionEffects />);
    queryClient.setQueryData(['shop', 'something'], 1);
    await waitFor(() => expect(main.user).toBeNull());
    expect(main.notification).toBe('logout');
    expect(main.characters).toEqual({});
    expect(queryClient.getQueryData(['shop', 'something'])).toBeUndefined();
  });

  /** Fails the way each fault reaches the page; 'timeout' never answers, so the client gives up after 15 s. */
  const failing = (fault: 'server-error' | 'bad-gateway' | 'timeout' | 'network'): Handler => {
    if (fault === 'server-error') return () => ({ status: 500, body: { error: 'Erreur interne du serveur. Réessayez plus tard.' } });
    if (fault === 'bad-gateway') return () => ({ status: 502, raw: '<html>Bad Gateway</html>' });
    if (fault === 'network') return () => Promise.reject(new TypeError('Failed to fetch'));
    return ({ init }) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
  };

  it.each(['server-error', 'bad-gateway', 'timeout', 'network'] as const)(
    'a check that fails without a verdict on the session (%s) keeps it and everything; the next check, 60 s after, recovers',
    async (fault) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      main.user = demoAccount;
      main.characters.hurricane_fa = [character];
      main.selectedCharacter.hurricane_fa = 7;
      let down = true;
      const failure = failing(fault);
      const { calls } = mockApi({
        'GET /api/whoAmI': (call) => (down ? failure(call) : { body: { ...demoAccount, shopTokens: 900 } }),
        'GET /api/getCharacters': { body: [character] },
      });
      const { queryClient } = renderWithShop(<SessionEffects />);
      queryClient.setQueryData(['shop', 'something'], 1);
      const count = () => calls.filter((c) => c.path === '/api/whoAmI').length;
      await waitFor(() => expect(count()).toBe(1));
      await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1));
      expect(main.user).toEqual(demoAccount);
      expect(main.notification).toBeNull();
      expect(main.characters.hurricane_fa).toEqual([character]);
      expect(main.selectedCharacter.hurricane_fa).toBe(7);
      expect(queryClient.getQueryData(['shop', 'something'])).toBe(1);
      down = false;
      // The poll restarts its 60 s with each settled check.
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(count()).toBe(2);
      await waitFor(() => expect(main.user?.shopTokens).toBe(900));
      expect(main.notification).toBeNull();
    },
  );

  it('a first check that fails without a verdict is tried again 60 s later, and finds the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let down = true;
    const { calls } = mockApi({
      'GET /api/whoAmI': () => (down ? Promise.reject(new TypeError('Failed to fetch')) : { body: demoAccount }),
      'GET /api/getCharacters': { body: [] },
    });
    renderWithShop(<SessionEffects />);
    const count = () => calls.filter((c) => c.path === '/api/whoAmI').length;
    await waitFor(() => expect(count()).toBe(1));
    down = false;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(count()).toBe(2);
    await waitFor(() => expect(main.user?.username).toBe('demo'));
  });

  it('a visitor the server does not know (401) is not asked again every 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ 'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } } });
    renderWithShop(<SessionEffects />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(calls).toHaveLength(1);
  });

  it('an anonymous visitor gets no logout notification', async () => {
    const { calls } = mockApi({ 'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } } });
    renderWithShop(<SessionEffects />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(main.notification).toBeNull();
  });

  it("logs in from the game's login message and picks its server", async () => {
    const events = new Set<(m: GameMessage) => void>();
    const gameEvents = { subscribe: (l: (m: GameMessage) => void) => (events.add(l), () => void events.delete(l)) };
    const { calls } = mockApi({
      'GET /api/whoAmI': { status: 401, body: { error: 'Non connecté' } },
      'POST /api/loginGame': { body: demoAccount },
      'GET /api/getCharacters': { body: [] },
    });
    overlays.login = true;
    renderWithShop(<SessionEffects />, { platform: fakePlatform({ gameEvents, visible: createObservable(true) }) });
    expect(events.size).toBe(1);
    events.forEach((listener) => listener({ action: 'login', data: { token: 'tok', serverId: 'hurricane' } }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/loginGame'));
    await waitFor(() => expect(main.user?.username).toBe('demo'));
    expect(main.selectedServer).toBe('hurricane');
    expect(calls.find((c) => c.path === '/api/loginGame')?.url.searchParams.get('token')).toBe('tok');
    expect(overlays.login).toBe(false);
  });
});

describe('login announcement (issue 24)', () => {
  it('in game, each F2 signs in again: "Connexion réussie" is recorded only when the account changes', async () => {
    const events = new Set<(m: GameMessage) => void>();
    const gameEvents = { subscribe: (l: (m: GameMessage) => void) => (events.add(l), () => void events.delete(l)) };
    let account = demoAccount;
    let signedIn = false;
    const { calls } = mockApi({
      'GET /api/whoAmI': () => (signedIn ? { body: account } : { status: 401, body: { error: 'Non connecté' } }),
      'POST /api/loginGame': () => ((signedIn = true), { body: account }),
      'GET /api/getCharacters': { body: [] },
    });
    renderWithShop(<SessionEffects />, { platform: fakePlatform({ gameEvents, visible: createObservable(true) }) });
    const login = async (n: number) => {
      events.forEach((listener) => listener({ action: 'login', data: { token: `tok-${n}` } }));
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/loginGame')).toHaveLength(n));
      await act(async () => {});
    };
    await login(1);
    expect(main.notification).toBe('login');
    main.notification = null; // shown and reset by the toast
    await login(2); // F2 again, same account
    expect(main.user?.username).toBe('demo');
    expect(main.notification).toBeNull();
    account = { ...demoAccount, id: '99', username: 'lucas_rp' };
    await login(3); // another account
    expect(main.user?.username).toBe('lucas_rp');
    expect(main.notification).toBe('login');
  });
});

describe('account slot', () => {
  it('shows "Connexion" when logged out and opens the panel', async () => {
    renderWithShop(<AccountSlot />);
    await clickAndPaint(screen.getByRole('button', { name: 'Connexion' }));
    expect(overlays.login).toBe(true);
  });

  it('the user menu has the username, character selection, history, the other language and logout', async () => {
    main.user = demoAccount;
    main.characters.hurricane_fa = [character];
    main.selectedCharacter.hurricane_fa = 7;
    const { calls } = mockApi({ 'POST /api/logout': { body: { logoutSuccess: true } } });
    renderWithShop(<AccountSlot />);
    const open = () => clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    await open();
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['demo', 'Sélection de personnage', 'Historique des transactions', 'English', 'Déconnexion']);
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Sélection de personnage' }));
    expect(overlays.characterSelect).toBe(true);
    await open();
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Historique des transactions' }));
    expect(overlays.history).toBe(true);
    await open();
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Déconnexion' }));
    await waitFor(() => expect(main.user).toBeNull());
    expect(calls.map((c) => c.path)).toContain('/api/logout');
    expect(main.notification).toBe('logout');
    expect(main.characters).toEqual({});
    expect(main.selectedCharacter).toEqual({});
  });

  it('offers the Discord link only to an account without one', async () => {
    main.user = { ...demoAccount, discordId: null };
    renderWithShop(<AccountSlot />);
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    expect(screen.getByRole('menuitem', { name: 'Lier mon compte Discord' })).toBeTruthy();
  });

  it('offers the console ("Administration", /admin) to an admin only', async () => {
    main.user = { ...demoAccount, group: 'admin' };
    const { unmount, location } = renderWithShop(<AccountSlot />, { path: '/objets' });
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    await clickAndPaint(screen.getByRole('menuitem', { name: 'Administration' }));
    expect(location.history.at(-1)).toBe('/admin');
    unmount();
    main.user = demoAccount;
    renderWithShop(<AccountSlot />);
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    expect(screen.queryByRole('menuitem', { name: 'Administration' })).toBeNull();
  });

  it('in game, "Lier mon compte Discord" opens the web shop and says the link continues in the browser', async () => {
    main.user = { ...demoAccount, discordId: null };
    const openExternal = vi.fn();
    const platform = fakePlatform({ openExternal, flags: { layout: 'compact', auth: 'external', checkout: 'external' } });
    renderWithShop(
      <>
        <AccountSlot />
        <Toaster />
      </>,
      { platform },
    );
    await clickAndPaint(screen.getByRole('button', { name: 'Menu de demo' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Lier mon compte Discord' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith(platform.config.webShopUrl));
    expect(await screen.findByText('La liaison Discord continue dans votre navigateur.')).toBeTruthy();
  });
});

