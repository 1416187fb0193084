import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DiscordReturnPage from '../../../src/features/account/discord-return-page';
import { testHttp } from '../../http-mock';
import { DISCORD_STATE_KEY, discordAuthorizeUrl, startDiscordLink } from '../../../src/features/account/discord-link';
import ForumReturnPage from '../../../src/features/account/forum-return-page';
import { FORUM_NONCE_KEY, parseForumState, startForumLogin } from '../../../src/features/account/forum-login';
import LoginGamePage, { LOGIN_DIALOG_DELAY_MS } from '../../../src/features/account/login-game-page';
import { loginPanel } from '../../../src/features/account/login-state';
import { main } from '../../../src/state/main-store';
import { fakePlatform, renderWithShop } from '../../render';
import { overlays } from '../../../src/state/overlays';
import { demoAccount } from './demo-account';
import { mockApi } from '../../http-mock';
import { resetStores } from '../../stores';
import { fatal } from '../../../src/features/errors/fatal-error';

beforeEach(resetStores);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const lastPath = (location: { history?: string[] }) => location.history?.at(-1);

describe('/loginGame', () => {
  it.each([
    ['/abonnements', '/abonnements'],
    ['nil', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example', '/'],
  ])('customRedirect %s goes to %s after the token exchange', async (redirect, expected) => {
    const { calls } = mockApi({ 'POST /api/loginGame': { body: demoAccount } });
    overlays.login = true;
    const token = `t-${redirect}`;
    const { location } = renderWithShop(<LoginGamePage />, {
      path: `/loginGame?token=${encodeURIComponent(token)}&serverId=hurricane&customRedirect=${encodeURIComponent(redirect)}`,
    });
    await waitFor(() => expect(lastPath(location)).toBe(expected));
    expect(main.user?.username).toBe('demo');
    expect(main.selectedServer).toBe('hurricane');
    expect(main.notification).toBe('login');
    expect(overlays.login).toBe(false);
    expect(calls[0]?.url.searchParams.get('token')).toBe(token);
  });

  it("an error goes home and opens the login dialog with the server's text", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /api/loginGame': { status: 401, body: { error: 'Jeton de connexion invalide ou expiré.' } } });
    const { location } = renderWithShop(<LoginGamePage />, { path: '/loginGame?token=bad&serverId=hurricane_fa&customRedirect=/packs' });
    await waitFor(() => expect(lastPath(location)).toBe('/'));
    expect(overlays.login).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(LOGIN_DIALOG_DELAY_MS));
    expect(overlays.login).toBe(true);
    expect(loginPanel.error).toBe('Jeton de connexion invalide ou expiré.');
    expect(main.user).toBeNull();
  });
});

describe('forum login', () => {
  const leave = vi.fn<(url: string) => void>();
  beforeEach(() => leave.mockReset());

  it('leaves for the user-api-key page with every parameter, remembering the nonce', async () => {
    const platform = fakePlatform();
    expect(await startForumLogin(platform, { restorePage: '/packs', restorePopup: 'history' }, leave)).toBe('redirected');
    const url = new URL(leave.mock.calls[0]![0]);
    const { forum } = platform.config;
    expect(url.origin + url.pathname).toBe(`${forum.url}/user-api-key/new`);
    const nonce = await platform.storage.getItem(FORUM_NONCE_KEY);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(url.searchParams.get('nonce')).toBe(nonce);
    expect(url.searchParams.get('scopes')).toBe('session_info,read,write');
    expect(url.searchParams.get('client_id')).toBe(forum.clientId);
    expect(url.searchParams.get('application_name')).toBe(forum.applicationName);
    expect(url.searchParams.get('public_key')).toBe(forum.publicKey);
    const redirect = new URL(url.searchParams.get('auth_redirect')!);
    expect(redirect.pathname).toBe('/cfxAuth');
    expect(JSON.parse(redirect.searchParams.get('state')!)).toEqual({ action: 'login', restorePage: '/packs', restorePopup: 'history' });
    // One attempt at a time.
    expect(await startForumLogin(platform, { restorePage: '/' }, leave)).toBe('busy');
  });

  it('is refused when already logged in', async () => {
    main.user = demoAccount;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await startForumLogin(fakePlatform(), { restorePage: '/' }, leave)).toBe('already-connected');
    expect(info).toHaveBeenCalledWith('Already connected');
    expect(leave).not.toHaveBeenCalled();
  });

  it('opens the web shop where the page cannot come back (external sign-in)', async () => {
    const openExternal = vi.fn();
    const base = fakePlatform({ openExternal });
    const platform = { ...base, flags: { ...base.flags, auth: 'external' as const, layout: 'compact' as const } };
    expect(await startForumLogin(platform, { restorePage: '/' }, leave)).toBe('opened-web-shop');
    expect(openExternal).toHaveBeenCalledWith(platform.config.webShopUrl);
  });

  it('reads a forged or missing state as a return home', () => {
    expect(parseForumState('pas du json')).toEqual({ action: 'login', restorePage: 'homepage' });
    expect(parseForumState(JSON.stringify({ action: 'login', restorePage: '/x', restorePopup: 'evil' })).restorePage).toBe('homepage');
  });

  it.each([
    ['homepage', '/'],
    ['/vehicules', '/vehicules'],
    ['https://evil.example', '/'],
  ])('the return posts payload and nonce, then goes to restorePage %s → %s', async (restorePage, expected) => {
    const { calls } = mockApi({ 'POST /api/cfxlogin': { body: demoAccount } });
    const platform = fakePlatform();
    await platform.storage.setItem(FORUM_NONCE_KEY, 'n0nce');
    const state = encodeURIComponent(JSON.stringify({ action: 'login', restorePage, restorePopup: 'characterSelect' }));
    const { location } = renderWithShop(<ForumReturnPage />, { platform, path: `/cfxAuth?state=${state}&payload=${encodeURIComponent('abc+/=\n')}` });
    await waitFor(() => expect(lastPath(location)).toBe(expected));
    expect(calls[0]?.json).toEqual({ payload: 'abc+/=\n', nonce: 'n0nce' });
    expect(main.user?.username).toBe('demo');
    expect(overlays.characterSelect).toBe(true);
    expect(await platform.storage.getItem(FORUM_NONCE_KEY)).toBeNull();
  });

  it('a refused payload shows the Cfx fallback in the login panel', async () => {
    mockApi({ 'POST /api/cfxlogin': { status: 502 } });
    const platform = fakePlatform();
    await platform.storage.setItem(FORUM_NONCE_KEY, 'n0nce');
    renderWithShop(<ForumReturnPage />, { platform, path: '/cfxAuth?payload=abc' });
    await waitFor(() => expect(loginPanel.error).toBe('Erreur lors de la tentative de connexion avec Cfx'));
    expect(overlays.login).toBe(true);
  });
});

describe('Discord link', () => {
  it('authorizes with client_id, code, identify, the stored state and the return route', async () => {
    mockApi({ 'POST /api/discordState': { body: { state: 'srv-state' } } });
    const leave = vi.fn<(url: string) => void>();
    const platform = fakePlatform();
    await startDiscordLink(testHttp(), platform, '/abonnements', {}, leave);
    const url = new URL(leave.mock.calls[0]![0]);
    expect(url.href.startsWith(platform.config.discord.authorizeUrl)).toBe(true);
    expect(url.searchParams.get('client_id')).toBe(platform.config.discord.clientId);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('identify');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/discordAuth`);
    const state = url.searchParams.get('state');
    expect(JSON.parse(state!)).toEqual({ nonce: 'srv-state', previousPage: '/abonnements' });
    expect(await platform.storage.getItem(DISCORD_STATE_KEY)).toBe(state);
    expect(discordAuthorizeUrl(platform.config.discord, 'https://a.b', 's')).toContain('redirect_uri=https%3A%2F%2Fa.b%2FdiscordAuth');
  });

  it('the return exchanges the code and goes back to the previous page', async () => {
    main.user = { ...demoAccount, discordId: null };
    const { calls } = mockApi({ 'POST /api/linkDiscord': { body: { discordId: '999' } } });
    const platform = fakePlatform();
    const state = JSON.stringify({ nonce: 'srv', previousPage: '/abonnements' });
    await platform.storage.setItem(DISCORD_STATE_KEY, state);
    const { location } = renderWithShop(<DiscordReturnPage />, { platform, path: `/discordAuth?code=c0de&state=${encodeURIComponent(state)}` });
    await waitFor(() => expect(lastPath(location)).toBe('/abonnements'));
    expect(calls[0]?.json).toEqual({ code: 'c0de', state });
    expect(main.user?.discordId).toBe('999');
  });

  it("an error raises DISCORD_AUTH_FAILED with the provider's texts", async () => {
    const { location } = renderWithShop(<DiscordReturnPage />, {
      path: '/discordAuth?error=access_denied&error_description=The%20resource%20owner%20denied&state=x',
    });
    await waitFor(() => expect(fatal.error).toEqual({ type: 'DISCORD_AUTH_FAILED', lines: ['access_denied', 'The resource owner denied'] }));
    expect(lastPath(location)).toBe('/');
  });

  it('a state we did not store is refused', async () => {
    const { calls } = mockApi({});
    renderWithShop(<DiscordReturnPage />, { path: '/discordAuth?code=c&state=forged' });
    await waitFor(() => expect(fatal.error?.type).toBe('DISCORD_AUTH_FAILED'));
    expect(calls).toHaveLength(0);
  });
});
