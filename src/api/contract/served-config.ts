// The runtime configuration as the shop's server serves it: ShopConfig and the shop's
// identity from its settings (./settings). The clients still parse it as ShopConfig,
// which drops the identity until they show it: its schemas are not in their bundles
// (the game's file is at its 75 KB budget).
import * as z from 'zod/mini';
import { ShopConfig } from './config';
import { Brand, CategoryLabels, GameServers, Locale, Ranks } from './shop-identity';

export const ServedConfig = z.extend(ShopConfig, {
  brand: z.optional(Brand),
  locales: z.optional(z.object({ default: Locale, available: z.array(Locale) })),
  gameServers: z.optional(GameServers),
  categoryLabels: z.optional(CategoryLabels),
  ranks: z.optional(Ranks),
});
export type ServedConfig = z.infer<typeof ServedConfig>;
