// Mounted once by the app: catalogue version polling (with SHOP_NOT_FOUND),
// exchange rates, the daily-shop refresh and the login/logout notifications.
import { useExchangeRates } from '../currency/use-exchange-rates';
import { useDailyShopSync } from '../daily-shop/use-daily-shop-sync';
import { useSessionNotifications } from '../notifications/use-session-notifications';
import { useShopVersion } from './use-shop-version';

export function BrowsingRoot() {
  useShopVersion();
  useExchangeRates();
  useDailyShopSync();
  useSessionNotifications();
  return null;
}
