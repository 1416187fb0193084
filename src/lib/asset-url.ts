// Product and rank images are paths on the web shop. The in-game page runs from
// file:// or https://cfx-nui-…, so they resolve against the API (or web shop) origin.
import type { ShopConfig } from '../platform/config';

/** A page served over http(s); the server only renders pages of the web shop. */
const servedPage = () => typeof location === 'undefined' || /^https?:$/.test(location.protocol);

export function assetUrl(path: string, config: Pick<ShopConfig, 'apiBaseUrl' | 'webShopUrl'>): string {
  if (!config.apiBaseUrl && servedPage()) return path;
  try {
    return new URL(path, config.apiBaseUrl || config.webShopUrl).href;
  } catch {
    return path;
  }
}
