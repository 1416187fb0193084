// Web entry: the runtime config (inlined by the server, else /config.json), the
// landing page loading alongside it, then the shop.
import { bootShop } from '../../src/app/boot';
import { preloadPageFor } from '../../src/app/pages';
import { withDefaults } from '../../src/platform/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { createWebPlatform } from './web-platform';

/** The config the server inlined into the page, else /config.json, else the defaults. */
async function loadConfig(): Promise<unknown> {
  const inline = document.getElementById('shop-config')?.textContent;
  if (inline) {
    try {
      return withDefaults(DEFAULT_CONFIG, JSON.parse(inline));
    } catch {
      console.error('[config] the inline configuration is not JSON');
    }
  }
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) return withDefaults(DEFAULT_CONFIG, await response.json());
  } catch {
    // No config file: the build-time defaults apply.
  }
  return DEFAULT_CONFIG;
}

const container = document.getElementById('root');
if (container) {
  const landing = preloadPageFor(window.location.pathname);
  void Promise.all([loadConfig(), landing]).then(([config]) => bootShop(container, createWebPlatform(), config));
}
