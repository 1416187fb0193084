// Shop store (spec 01 §3, 02 §3): the last catalogue (shown at once on start, then
// revalidated) with the shop's identity, the daily shop and the own-catalogue basket. Persisted as version 4,
// without genericError and shopTokensError.
import { proxy, ref } from 'valtio';
import * as z from 'zod/mini';
import { Product } from '../api/contract/shop';
import { ShopIdentity } from '../api/contract/shop-identity';
import type { Migrations } from './persist';

export const SHOP_STORE_VERSION = 4;

export const BasketLine = z.object({
  id: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  isFromDailyShop: z.boolean(),
  discount: z.number(),
  itemError: z.nullable(z.object({ err: z.string(), message: z.string(), updatedProduct: z.optional(Product) })),
});
export type BasketLine = z.infer<typeof BasketLine>;

export const ShopPersisted = z.object({
  shopVer: z.nullable(z.string()),
  products: z.array(Product),
  /** What names and dresses the shop (its settings), with the catalogue; null until the first one came. */
  identity: z.nullable(ShopIdentity),
  bestSeller: z.array(z.string()),
  shouldInterest: z.array(z.string()),
  dailyShop: z.object({ offers: z.array(z.string()), lastFetchedAt: z.nullable(z.string()) }),
  lastDailyShopCheck: z.number(),
  basket: z.array(BasketLine),
});
export type ShopPersisted = z.infer<typeof ShopPersisted>;

export interface ShopTokensError {
  message: string;
  shopTokensAmount: number | null;
}
export type ShopState = ShopPersisted & { genericError: string | null; shopTokensError: ShopTokensError | null };

/**
 * The catalogue's products are only ever replaced whole (a new shop version), never
 * edited in place: kept as a valtio ref, they are not deep-proxied (48 products with
 * their images) and reading them through a snapshot is not tracked field by field.
 * A component still re-renders when `products` is replaced.
 */
export const catalogueRef = (products: Product[]): Product[] => ref(products);

export function shopDefaults(): ShopState {
  return {
    shopVer: null,
    products: catalogueRef([]),
    identity: null,
    bestSeller: [],
    shouldInterest: [],
    dailyShop: { offers: [], lastFetchedAt: null },
    lastDailyShopCheck: 0,
    basket: [],
    genericError: null,
    shopTokensError: null,
  };
}

export const shop = proxy<ShopState>(shopDefaults());

export const shopMigrations: Migrations = {
  // v2 dropped the old fetch timers kept beside the catalogue.
  2: ({ shopVerTimer: _a, dailyShopTimer: _b, ...rest }) => rest,
  // v3 added the time of the last daily-shop check.
  3: (data) => ({ lastDailyShopCheck: 0, ...data }),
  // v4 added the shop's identity.
  4: (data) => ({ identity: null, ...data }),
};
