// Mounted once by the app: catalogue version polling (with SHOP_NOT_FOUND),
// exchange rates, the daily-shop refresh, the login/logout notifications, and the
// item presentation's code loaded once the page is idle.
import { useWhenIdle } from '../lib/use-when-idle';
import { useExchangeRates } from '../features/currency/use-exchange-rates';
import { useDailyShopSync } from '../features/daily-shop/use-daily-shop-sync';
import { useSessionNotifications } from '../features/notifications/use-session-notifications';
import { preloadItemOverlay } from '../features/catalogue/item-overlay-chunk';
import { useShopVersion } from '../features/catalogue/use-shop-version';

export function BrowsingRoot() {
  useShopVersion();
  useExchangeRates();
  useDailyShopSync();
  useSessionNotifications();
  useWhenIdle(preloadItemOverlay);
  return null;
}
