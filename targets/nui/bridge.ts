// The page's side of the game bridge: validated game messages in, NUI callbacks out.
import type { GameMessage } from '../../src/platform/game-message';
import { parseGameMessage } from '../../src/platform/game-message';
import type { Subscribable } from '../../src/platform/platform';
import { safeExternalUrl } from '../../src/lib/safe-redirect';
import { fetchNui } from './nui-callback';

/**
 * The game's channel. FiveM's NUI root page (nui://game/ui/root.html) frames each
 * resource's ui_page and relays SendNUIMessage with
 * `citFrames[resource].contentWindow.postMessage(data, '*')`, so the game's messages
 * come from `window.parent`. Unframed (outside the game) the parent is the page itself.
 * A sibling frame (another resource's page, any origin) or a frame of this page is not.
 */
export function fromGame(event: MessageEvent, channel: MessageEventSource | null): boolean {
  return event.source !== null && event.source === channel;
}

/** Game messages on window 'message' from the game's channel, parsed with zod; anything else is ignored. */
export function createGameEvents(target: Window = window, channel: MessageEventSource | null = target.parent): Subscribable<GameMessage> {
  return {
    subscribe(listener) {
      const onMessage = (event: MessageEvent) => {
        const message = fromGame(event, channel) ? parseGameMessage(event.data) : null;
        if (message) listener(message);
      };
      target.addEventListener('message', onMessage);
      return () => target.removeEventListener('message', onMessage);
    },
  };
}

/**
 * The shop's game channel: opened when the page loads, so the game's last word on
 * logging in (`login`, or `loginFailed` with its reason) sent before the shop listens
 * (tokens come right after `open`; the shop's session handling starts after its first
 * frame) waits for the first listener instead of being lost. A token is one-time: it
 * is delivered once.
 */
export function createBufferedGameEvents(target: Window = window): Subscribable<GameMessage> {
  const listeners = new Set<(message: GameMessage) => void>();
  let pendingLogin: GameMessage | null = null;
  createGameEvents(target).subscribe((message) => {
    if (listeners.size > 0) listeners.forEach((listener) => listener(message));
    else if (message.action === 'login' || message.action === 'loginFailed') pendingLogin = message;
  });
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (pendingLogin) {
        const login = pendingLogin;
        pendingLogin = null;
        listener(login);
      }
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Opens an address outside the game: the game's openUrl native when present, the
 * parent window when framed, and the client script's callback. Only http(s) passes.
 */
export function openExternal(url: string): boolean {
  const safe = safeExternalUrl(url);
  if (!safe) return false;
  if (typeof window.invokeNative === 'function') window.invokeNative('openUrl', safe);
  if (window.parent !== window) window.parent.postMessage({ action: 'open_external', url: safe }, '*');
  void fetchNui('open_external', { url: safe });
  return true;
}
