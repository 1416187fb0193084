// The hosted store's Headless API (Tebex, https://headless.tebex.io/api, or the
// sandbox under /sandbox/tebex/api): one answer schema per call, so the client
// validates what the real Tebex and the sandbox answer alike. Tebex adds fields
// over time: objects keep only what is listed here and ignore the rest.
import * as z from 'zod/mini';
import { GameServer } from './common';

/** Tebex ids are numbers, sometimes sent as strings (basket `id`, `username_id`). */
const TebexId = z.union([z.number(), z.string()]);
/** Tebex is written in PHP: an empty map can arrive as `[]`. */
const JsonMap = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]);

/** Every refusal (RFC 7807): 422 for a refused code, package or parameter, 404 for an unknown basket or webstore. */
export const TebexError = z.object({
  type: z.optional(z.string()),
  title: z.string(),
  status: z.number(),
  detail: z.string(),
  error_code: z.optional(z.string()),
  field_details: z.optional(z.array(z.unknown())),
  meta: z.optional(JsonMap),
});
export type TebexError = z.infer<typeof TebexError>;

// ——— What the client sends ———

/**
 * The basket's `custom` (POST …/baskets): the shop account that buys, and the game
 * server a delivery of the payment goes to. Tebex hands it back untouched in the
 * payment webhook (`subject.custom`): it is how the shop knows who paid. `username`
 * is informative only (it shows in Tebex's dashboard), never used to find the account.
 */
export const TebexBasketCustom = z.object({
  accountId: z.string().check(z.minLength(1)),
  server: GameServer,
  username: z.optional(z.string()),
});
export type TebexBasketCustom = z.infer<typeof TebexBasketCustom>;

/** The gift recipient, from `GET /api/verifyUsername` (`{id, nickname}`). */
export const GiftTargetData = z.object({ id: z.string().check(z.minLength(1)), nickname: z.string() });
export type GiftTargetData = z.infer<typeof GiftTargetData>;

/** A package's own `custom` (POST /baskets/{ident}/packages); it comes back on the webhook's product. */
export const TebexPackageCustom = z.object({ gift_target_data: z.optional(GiftTargetData) });

export const TebexCreateBasketBody = z.object({
  complete_url: z.string(),
  /** Carries `cancelled=true`. */
  cancel_url: z.string(),
  custom: TebexBasketCustom,
  complete_auto_redirect: z.boolean(),
});
export type TebexCreateBasketBody = z.infer<typeof TebexCreateBasketBody>;

export const TebexAddPackageBody = z.object({
  package_id: z.string(),
  quantity: z.number(),
  variable_data: z.optional(z.record(z.string(), z.string())),
  custom: z.optional(TebexPackageCustom),
});
export type TebexAddPackageBody = z.infer<typeof TebexAddPackageBody>;

export const TebexRemovePackageBody = z.object({ package_id: z.union([z.string(), z.number()]) });
export const TebexCouponBody = z.object({ coupon_code: z.string() });
export const TebexCreatorCodeBody = z.object({ creator_code: z.string() });

// ——— What Tebex answers ———

export const TebexPackage = z.object({
  id: z.number(),
  name: z.string(),
  /** HTML. */
  description: z.string(),
  image: z.nullable(z.string()),
  type: z.string(),
  category: z.object({ id: z.number(), name: z.string() }),
  base_price: z.number(),
  sales_tax: z.number(),
  total_price: z.number(),
  currency: z.string(),
  discount: z.number(),
  disable_quantity: z.boolean(),
  disable_gifting: z.boolean(),
  expiration_date: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TebexPackage = z.infer<typeof TebexPackage>;

export const TebexCategory = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.nullish(z.string()),
  parent: z.nullish(z.unknown()),
  description: z.string(),
  /** Empty or null without `?includePackages=1`. */
  packages: z.nullish(z.array(TebexPackage)),
  order: z.number(),
  display_type: z.string(),
});
export type TebexCategory = z.infer<typeof TebexCategory>;

export const TebexBasketPackage = z.object({
  id: z.number(),
  name: z.string(),
  description: z.optional(z.string()),
  image: z.nullish(z.string()),
  qty: z.optional(z.number()),
  type: z.optional(z.string()),
  in_basket: z.object({
    quantity: z.number(),
    price: z.number(),
    gift_username_id: z.nullish(TebexId),
    gift_username: z.nullish(z.string()),
  }),
  /** The package's own custom as it was added (`gift_target_data`). */
  custom: z.nullish(JsonMap),
});
export type TebexBasketPackage = z.infer<typeof TebexBasketPackage>;

export const TebexBasket = z.object({
  ident: z.string(),
  complete: z.boolean(),
  id: TebexId,
  country: z.nullish(z.string()),
  ip: z.nullish(z.string()),
  /** Set once the basket is authenticated (`…/auth`). */
  username_id: z.nullable(TebexId),
  username: z.nullable(z.string()),
  cancel_url: z.nullable(z.string()),
  complete_url: z.nullable(z.string()),
  complete_auto_redirect: z.boolean(),
  base_price: z.number(),
  sales_tax: z.number(),
  total_price: z.number(),
  email: z.nullable(z.string()),
  currency: z.string(),
  packages: z.array(TebexBasketPackage),
  coupons: z.array(z.object({ coupon_code: z.string() })),
  giftcards: z.array(z.object({ card_number: z.string() })),
  /** '' when none. */
  creator_code: z.nullable(z.string()),
  /** `checkout` while unpaid, `payment` once paid. */
  links: z.union([z.object({ checkout: z.optional(z.string()), payment: z.optional(z.string()) }), z.array(z.unknown())]),
  /** What the basket was created with (TebexBasketCustom when the shop created it). */
  custom: z.nullable(JsonMap),
});
export type TebexBasket = z.infer<typeof TebexBasket>;

export const TebexAuthLink = z.object({ name: z.string(), url: z.string() });
export type TebexAuthLink = z.infer<typeof TebexAuthLink>;

/** GET …/categories[?includePackages=1] */
export const TebexCategoriesAnswer = z.object({ data: z.array(TebexCategory) });
/** GET …/categories/{id}[?includePackages=1] */
export const TebexCategoryAnswer = z.object({ data: TebexCategory });
/** GET …/packages */
export const TebexPackagesAnswer = z.object({ data: z.array(TebexPackage) });
/** GET …/packages/{id} */
export const TebexPackageAnswer = z.object({ data: TebexPackage });
/** POST …/baskets, GET …/baskets/{ident}, POST /baskets/{ident}/packages[/remove] */
export const TebexBasketAnswer = z.object({ data: TebexBasket });
/** GET …/baskets/{ident}/auth?returnUrl=: a bare array or `{data: [...]}`, read as the array. */
export const TebexBasketAuthAnswer = z.pipe(
  z.union([z.array(TebexAuthLink), z.object({ data: z.array(TebexAuthLink) })]),
  z.transform((answer) => (Array.isArray(answer) ? answer : answer.data)),
);
/** Coupons and creator codes, applied or removed: `{success, message}` (or the basket, as newer answers do). */
export const TebexMessageAnswer = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(TebexBasket),
});

interface TebexCall {
  method: 'GET' | 'POST';
  /** Under `{headlessUrl}`; `{token}` is the webstore's public token. */
  path: `/api/${string}`;
  body?: z.ZodMiniType;
  answer: z.ZodMiniType;
}
const call = <C extends TebexCall>(c: C) => c;

/** The Headless calls the shop makes (spec 02 section 7), with the answer each is validated with. */
export const tebexCalls = {
  categories: call({ method: 'GET', path: '/api/accounts/{token}/categories', answer: TebexCategoriesAnswer }),
  category: call({ method: 'GET', path: '/api/accounts/{token}/categories/{categoryId}', answer: TebexCategoryAnswer }),
  packages: call({ method: 'GET', path: '/api/accounts/{token}/packages', answer: TebexPackagesAnswer }),
  package: call({ method: 'GET', path: '/api/accounts/{token}/packages/{packageId}', answer: TebexPackageAnswer }),
  createBasket: call({ method: 'POST', path: '/api/accounts/{token}/baskets', body: TebexCreateBasketBody, answer: TebexBasketAnswer }),
  basket: call({ method: 'GET', path: '/api/accounts/{token}/baskets/{basketIdent}', answer: TebexBasketAnswer }),
  basketAuth: call({ method: 'GET', path: '/api/accounts/{token}/baskets/{basketIdent}/auth', answer: TebexBasketAuthAnswer }),
  addPackage: call({ method: 'POST', path: '/api/baskets/{basketIdent}/packages', body: TebexAddPackageBody, answer: TebexBasketAnswer }),
  removePackage: call({ method: 'POST', path: '/api/baskets/{basketIdent}/packages/remove', body: TebexRemovePackageBody, answer: TebexBasketAnswer }),
  applyCoupon: call({ method: 'POST', path: '/api/accounts/{token}/baskets/{basketIdent}/coupons', body: TebexCouponBody, answer: TebexMessageAnswer }),
  removeCoupon: call({ method: 'POST', path: '/api/accounts/{token}/baskets/{basketIdent}/coupons/remove', answer: TebexMessageAnswer }),
  applyCreatorCode: call({
    method: 'POST',
    path: '/api/accounts/{token}/baskets/{basketIdent}/creator-codes',
    body: TebexCreatorCodeBody,
    answer: TebexMessageAnswer,
  }),
  removeCreatorCode: call({ method: 'POST', path: '/api/accounts/{token}/baskets/{basketIdent}/creator-codes/remove', answer: TebexMessageAnswer }),
} as const;
export type TebexCallName = keyof typeof tebexCalls;

/** `{headlessUrl}` + a call's path with its `{placeholders}` filled (each value URI-encoded). */
export function tebexUrl(headlessUrl: string, path: string, params: Record<string, string | number>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`tebexUrl: ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
  return `${headlessUrl.replace(/\/+$/, '')}${filled}`;
}
