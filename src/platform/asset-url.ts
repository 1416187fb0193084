// Product and rank images are paths on the web shop. A page the web shop serves
// loads them beside itself (or from the API's origin when it is elsewhere); the
// in-game page (file:// or https://cfx-nui-…) has none, so it asks the API, or the web shop.
import type { ShopConfig } from '../api/contract/config';
import type { Flags } from './flags';

export function assetUrl(path: string, config: Pick<ShopConfig, 'apiBaseUrl' | 'webShopUrl'>, assets: Flags['assets']): string {
  const base = config.apiBaseUrl || (assets === 'web-shop' ? config.webShopUrl : '');
  if (!base) return path;
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
}
