// What players' pages get of the shop's settings: its words, its colours worked out from
// the accent (so no page computes them), its languages, servers, labels and ranks.
import type { Settings } from '../api/contract/settings';
import type { ShopIdentity } from '../api/contract/shop-identity';
import { accentPalette } from './contrast';

export const shopIdentity = (s: Settings): ShopIdentity => ({
  brand: { shopName: s.shopName, currencyName: s.currencyName, accentColor: s.accentColor, logoUrl: s.logoUrl },
  palette: accentPalette(s.accentColor.toLowerCase()),
  locales: { default: s.defaultLocale, available: s.locales },
  gameServers: s.gameServers,
  categoryLabels: s.categoryLabels,
  ranks: s.ranks,
});
