// Shop store (spec 01 §3, 02 §3): the last catalogue (shown at once on start, then
// revalidated) with the shop's identity, the daily shop and the own-catalogue basket.
// Persisted without genericError and shopTokensError, under two keys: the catalogue
// (about 26 KB) apart, so that a basket change does not write it again (5 to 10 ms at
// 4x CPU before the frame that shows the change).
import { proxy, ref } from 'valtio';
import * as z from 'zod/mini';
import { Product } from '../api/contract/shop';
import { ShopIdentity } from '../api/contract/shop-identity';
import type { Migrations } from './persist';

export const SHOP_STORE_VERSION = 5;
export const CATALOGUE_STORE_VERSION = 1;

export const BasketLine = z.object({
  id: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  isFromDailyShop: z.boolean(),
  discount: z.number(),
  itemError: z.nullable(z.object({ err: z.string(), message: z.string(), updatedProduct: z.optional(Product) })),
});
export type BasketLine = z.infer<typeof BasketLine>;

/** The catalogue's part, stored under a key of its own. */
export const CataloguePersisted = z.object({
  shopVer: z.nullable(z.string()),
  products: z.array(Product),
  /** What names and dresses the shop (its settings), with the catalogue; null until the first one came. */
  identity: z.nullable(ShopIdentity),
  bestSeller: z.array(z.string()),
  shouldInterest: z.array(z.string()),
});
export type CataloguePersisted = z.infer<typeof CataloguePersisted>;
export const CATALOGUE_FIELDS = ['shopVer', 'products', 'identity', 'bestSeller', 'shouldInterest'] as const satisfies readonly (keyof CataloguePersisted)[];

/** The rest of what the shop store persists. */
export const ShopPersisted = z.object({
  dailyShop: z.object({ offers: z.array(z.string()), lastFetchedAt: z.nullable(z.string()) }),
  lastDailyShopCheck: z.number(),
  basket: z.array(BasketLine),
});
export type ShopPersisted = z.infer<typeof ShopPersisted>;

export interface ShopTokensError {
  message: string;
  shopTokensAmount: number | null;
}
export type ShopState = CataloguePersisted & ShopPersisted & { genericError: string | null; shopTokensError: ShopTokensError | null };

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
  // v5 stores the catalogue under a key of its own: the next start fetches it again.
  5: ({ shopVer: _v, products: _p, identity: _i, bestSeller: _b, shouldInterest: _s, ...rest }) => rest,
};
