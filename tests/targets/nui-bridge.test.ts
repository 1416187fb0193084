import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBufferedGameEvents, createGameEvents, openExternal } from '../../targets/nui/bridge';
import { parseGameMessage } from '../../src/platform/game-message';
import { mockApi } from '../http-mock';

/** A message the page posts to itself: unframed (outside the game) it is its own game channel. */
const fromPage = (data: unknown) => new MessageEvent('message', { data, source: window });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.invokeNative;
});

describe('game messages', () => {
  it('accepts the four actions of the contract', () => {
    expect(parseGameMessage({ action: 'open' })).toEqual({ action: 'open' });
    expect(parseGameMessage({ action: 'close', data: null })?.action).toBe('close');
    expect(parseGameMessage({ action: 'login', data: { token: 'abc', serverId: 'hurricane' } })).toEqual({
      action: 'login', data: { token: 'abc', serverId: 'hurricane' },
    });
    expect(parseGameMessage({ action: 'config', data: { apiBaseUrl: 'https://shop' } })?.action).toBe('config');
    expect(parseGameMessage({ action: 'loginFailed', data: { message: 'La boutique ne répond pas.' } })).toEqual({
      action: 'loginFailed', data: { message: 'La boutique ne répond pas.' },
    });
  });

  it.each([
    ['an unknown action', { action: 'hack', data: {} }],
    ['a login without token', { action: 'login', data: {} }],
    ['a loginFailed without message', { action: 'loginFailed', data: {} }],
    ['a login with a server id no settings could hold', { action: 'login', data: { token: 't', serverId: 'Autre serveur' } }],
    ['a config that is not an object', { action: 'config', data: 'x' }],
    ['a string', 'open'],
    ['null', null],
  ])('ignores %s', (_label, raw) => expect(parseGameMessage(raw)).toBeNull());

  it('delivers only valid messages to listeners', () => {
    const listener = vi.fn();
    const stop = createGameEvents().subscribe(listener);
    window.dispatchEvent(fromPage({ action: 'nope' }));
    window.dispatchEvent(fromPage({ action: 'open' }));
    stop();
    window.dispatchEvent(fromPage({ action: 'close' }));
    expect(listener.mock.calls).toEqual([[{ action: 'open' }]]);
  });
});

describe("the game's channel", () => {
  // The page framed by FiveM's root page (here jsdom's top document), beside another frame.
  function frames() {
    const page = document.body.appendChild(document.createElement('iframe')).contentWindow!;
    const sibling = document.body.appendChild(document.createElement('iframe')).contentWindow!;
    const post = (source: Window | null, data: unknown) => page.dispatchEvent(new MessageEvent('message', { data, source }));
    return { page, sibling, post };
  }
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('accepts messages from the parent that frames the page (the root page relays SendNUIMessage)', () => {
    const { page, post } = frames();
    expect(page.parent).not.toBe(page);
    const listener = vi.fn();
    createGameEvents(page).subscribe(listener);
    post(page.parent, { action: 'open' });
    expect(listener.mock.calls).toEqual([[{ action: 'open' }]]);
  });

  it('ignores a sibling frame, the framed page itself and a message without source', () => {
    const { page, sibling, post } = frames();
    const listener = vi.fn();
    createGameEvents(page).subscribe(listener);
    post(sibling, { action: 'login', data: { token: 'vole' } });
    post(sibling, { action: 'config', data: { apiBaseUrl: 'https://evil-api.example' } });
    post(page, { action: 'open' });
    post(null, { action: 'open' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps no login from a sibling frame for the shop', () => {
    const { page, sibling, post } = frames();
    const channel = createBufferedGameEvents(page);
    post(sibling, { action: 'login', data: { token: 'vole' } });
    const listener = vi.fn();
    channel.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('openExternal', () => {
  it('forwards http(s) addresses to openUrl and the client script', () => {
    const { calls } = mockApi({ 'POST /open_external': { body: {} } });
    window.invokeNative = vi.fn();
    expect(openExternal('https://boutique.example/tokens')).toBe(true);
    expect(window.invokeNative).toHaveBeenCalledWith('openUrl', 'https://boutique.example/tokens');
    expect(calls[0]!.href).toBe('https://hurricane_shop/open_external');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'pas une url', ''])('refuses %s', (url) => {
    const { fetchMock } = mockApi({});
    window.invokeNative = vi.fn();
    expect(openExternal(url)).toBe(false);
    expect(window.invokeNative).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the shop game channel', () => {
  it('keeps a login sent before the shop listens, for its first listener only', () => {
    const channel = createBufferedGameEvents();
    window.dispatchEvent(fromPage({ action: 'open' }));
    window.dispatchEvent(fromPage({ action: 'login', data: { token: 'tôt' } }));
    const first = vi.fn();
    const second = vi.fn();
    const stop = channel.subscribe(first);
    channel.subscribe(second);
    expect(first.mock.calls).toEqual([[{ action: 'login', data: { token: 'tôt' } }]]);
    expect(second).not.toHaveBeenCalled();
    window.dispatchEvent(fromPage({ action: 'close' }));
    expect(first).toHaveBeenLastCalledWith({ action: 'close' });
    stop();
  });
  it('keeps the reason of a refused login sent before the shop listens; a later token replaces it', () => {
    const channel = createBufferedGameEvents();
    window.dispatchEvent(fromPage({ action: 'loginFailed', data: { message: 'La boutique ne répond pas.' } }));
    const listener = vi.fn();
    const stop = channel.subscribe(listener);
    expect(listener.mock.calls).toEqual([[{ action: 'loginFailed', data: { message: 'La boutique ne répond pas.' } }]]);
    stop();
    window.dispatchEvent(fromPage({ action: 'loginFailed', data: { message: 'Trop de demandes.' } }));
    window.dispatchEvent(fromPage({ action: 'login', data: { token: 'neuf' } }));
    const next = vi.fn();
    channel.subscribe(next);
    expect(next.mock.calls).toEqual([[{ action: 'login', data: { token: 'neuf' } }]]);
  });
});
