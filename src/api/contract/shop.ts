import * as z from 'zod/mini';
import { ProductCategory } from './common';
import { ShopIdentity } from './shop-identity';

export const Product = z.object({
  itemId: z.string(),
  label: z.string(),
  name: z.string(),
  category: ProductCategory,
  price: z.number(),
  moneyType: z.enum(['tokens', 'cash']),
  /** HTML, cleaned by the server before it leaves (DOMPurify): pages render it as it comes. */
  description: z.string(),
  images: z.array(z.string()),
  index: z.number(),
  theme: z.optional(z.string()),
  /** null or absent: unlimited. */
  stocks: z.optional(z.nullable(z.number())),
  isDailyShopOnly: z.optional(z.boolean()),
  dailyShopDiscount: z.optional(z.number()),
  characterLimit: z.optional(z.number()),
  tebexPackageId: z.optional(z.number()),
  /** Its name and description in English (the description cleaned like the French one); missing words fall back. */
  translations: z.optional(z.object({ en: z.optional(z.object({ name: z.optional(z.string()), description: z.optional(z.string()) })) })),
  /** A sale running now (CONTRACT "Campaigns and figures"): its percent off and its end, ISO. */
  sale: z.optional(z.object({ percent: z.number(), endsAt: z.string() })),
});
export type Product = z.infer<typeof Product>;

export const ShopData = z.object({
  products: z.array(Product),
  bestSeller: z.array(z.string()),
  shouldInterest: z.array(z.string()),
});
export type ShopData = z.infer<typeof ShopData>;

export const ShopVerQuery = z.object({ version: z.optional(z.string()) });
/** With the catalogue comes what names and dresses the shop: a change of either is a new version. */
export const ShopVerAnswer = z.object({ shopVer: z.string(), shopData: z.optional(ShopData), identity: z.optional(ShopIdentity) });
export type ShopVerAnswer = z.infer<typeof ShopVerAnswer>;

export const DailyShopObject = z.object({ offers: z.array(z.string()), lastFetchedAt: z.optional(z.string()) });
/** The spec allows a bare array of item ids as well as the object. */
export const DailyShopAnswer = z.union([DailyShopObject, z.array(z.string())]);
export type DailyShopAnswer = z.infer<typeof DailyShopAnswer>;

/** Bounds of a purchase: a database integer, and far above any real basket. */
export const PURCHASE_BOUNDS = { amount: 1000, lines: 100, id: 2_147_483_647 } as const;

export const BuyLine = z.object({
  itemId: z.string().check(z.maxLength(100)),
  amount: z.number().check(z.int(), z.positive(), z.lte(PURCHASE_BOUNDS.amount)),
  isFromDailyShop: z.boolean(),
  /**
   * The unit price the player was shown. The server charges its own price, always; when
   * this one differs (a sale began or ended, a price changed), it refuses the line (409,
   * `itemId`) instead of charging a price the player never saw.
   */
  unitPrice: z.optional(z.number().check(z.int(), z.gte(0))),
});
export const BuyBody = z.object({
  characterDbId: z.number().check(z.int(), z.positive(), z.lte(PURCHASE_BOUNDS.id)),
  products: z.array(BuyLine).check(z.minLength(1), z.maxLength(PURCHASE_BOUNDS.lines)),
});
export type BuyBody = z.infer<typeof BuyBody>;
export const BuyAnswer = z.object({ success: z.string(), shopData: ShopData, shopTokens: z.number() });
export type BuyAnswer = z.infer<typeof BuyAnswer>;
