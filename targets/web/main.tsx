// Web entry: runtime config from /config.json when the server provides one.
import { bootShop } from '../../src/app/boot';
import { preloadPageFor } from '../../src/app/pages';
import { withDefaults } from '../../src/platform/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { createWebPlatform } from './web-platform';

async function loadConfig(): Promise<unknown> {
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
  preloadPageFor(window.location.pathname); // in parallel with the config
  void loadConfig().then((config) => bootShop(container, createWebPlatform(), config));
}
