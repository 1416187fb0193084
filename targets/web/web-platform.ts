// The web target's capabilities: browser history, localStorage, new tabs.
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { PlatformWithoutConfig } from '../../src/app/boot';
import { safeExternalUrl } from '../../src/lib/safe-redirect';
import type { Flags } from '../../src/platform/flags';
import { createObservable } from '../../src/platform/observable';
import { browserStorage } from '../../src/platform/safe-storage';

export const WEB_FLAGS: Flags = { layout: 'full', checkout: 'embedded', auth: 'redirect', footer: true, socialLinks: true, carousel: true, assets: 'page' };

export function createWebPlatform(): PlatformWithoutConfig {
  const visible = createObservable(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', () => visible.set(document.visibilityState === 'visible'));
  return {
    kind: 'web',
    locationHook: useBrowserLocation,
    storage: browserStorage(),
    openExternal(url) {
      const safe = safeExternalUrl(url);
      if (safe) window.open(safe, '_blank', 'noopener,noreferrer');
    },
    visible,
    flags: WEB_FLAGS,
  };
}
