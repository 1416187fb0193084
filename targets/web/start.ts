// The web shop's start: the runtime config (inlined by the server, else
// /config.json, else the defaults), the landing page ready, then the shop, with
// the catalogue and the session's account the server inlined when there are.
import { bootShop } from '../../src/app/boot';
import { preloadPageFor } from '../../src/app/pages';
import { landingPage } from '../../src/app/page-modules';
import { withDefaults } from '../../src/api/contract/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { createWebPlatform } from './web-platform';

/** The JSON the server put in the page under `id`, if any and readable. */
function inlineJson(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    console.error(`[start] the inline ${id} is not JSON`);
    return undefined;
  }
}

/** The config the server inlined into the page, else /config.json, else the defaults. */
async function loadConfig(): Promise<unknown> {
  const inline = inlineJson('shop-config');
  if (inline !== undefined) return withDefaults(DEFAULT_CONFIG, inline);
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (response.ok) return withDefaults(DEFAULT_CONFIG, await response.json());
  } catch {
    // No config file: the build-time defaults apply.
  }
  return DEFAULT_CONFIG;
}

export async function start(container: HTMLElement): Promise<void> {
  const [config] = await Promise.all([loadConfig(), preloadPageFor(window.location.pathname)]);
  await bootShop(container, createWebPlatform(), config, {
    catalogue: inlineJson('shop-catalogue'),
    account: inlineJson('shop-account'),
    hydrate: landingPage(window.location.pathname) !== null,
  });
}
