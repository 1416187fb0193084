// The in-game target's capabilities: hash routing, memory-safe storage, the game bridge.
import { useHashLocation } from 'wouter/use-hash-location';
import type { PlatformWithoutConfig } from '../../src/app/boot';
import { type createObservable } from '../../src/platform/observable';
import { browserStorage } from '../../src/platform/safe-storage';
import type { GameMessage } from '../../src/platform/game-message';
import type { Subscribable } from '../../src/platform/platform';
import { openExternal } from './bridge';
import { takePrefetched } from './early-answers';
import { fetchNui } from './nui-callback';

export function createNuiPlatform(
  visible: ReturnType<typeof createObservable<boolean>>,
  gameEvents: Subscribable<GameMessage>,
): PlatformWithoutConfig {
  return {
    kind: 'nui',
    locationHook: useHashLocation,
    storage: browserStorage(),
    openExternal: (url) => void openExternal(url),
    visible,
    gameEvents,
    requestClose: () => void fetchNui('close'),
    requestLogin: () => void fetchNui('requestLogin'),
    // The client script answers {url}: the web shop's /loginGame?token=… (none: loginFailed follows).
    requestWebLogin: (path) =>
      void fetchNui('requestWebLogin', { path }).then((answer) => {
        const url = (answer as { url?: unknown } | null)?.url;
        if (typeof url === 'string') void openExternal(url);
      }),
    prefetched: takePrefetched,
    flags: { layout: 'compact', checkout: 'external', auth: 'external', footer: false, socialLinks: false, carousel: true, assets: 'web-shop' },
  };
}
