// Product and rank images are paths on the web shop. The in-game page runs from
// file:// or https://cfx-nui-…, so they resolve against the API (or web shop) origin.
import type { ShopConfig } from '../platform/config';

export function assetUrl(path: string, config: Pick<ShopConfig, 'apiBaseUrl' | 'webShopUrl'>): string {
  if (!config.apiBaseUrl && /^https?:$/.test(window.location.protocol)) return path;
  try {
    return new URL(path, config.apiBaseUrl || config.webShopUrl).href;
  } catch {
    return path;
  }
}
