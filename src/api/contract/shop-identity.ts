// What names and dresses the shop (CONTRACT "The shop's identity"): an admin sets it in the
// settings (./settings), players' pages get it in ShopConfig. Bounds only: the French texts
// of a bad value live with the settings, out of players' bundles.
import * as z from 'zod/mini';
import { GameServer, ProductCategory } from './common';

export const LOCALES = ['fr', 'en'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
/** A value per language, each optional: a missing one falls back to the default language. */
export const localized = <T extends z.ZodMiniType>(value: T) => z.partialRecord(Locale, value);

export const Brand = z.object({
  shopName: text(40),
  /** Plural, as in "12’500 H-Points". */
  currencyName: text(24),
  accentColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)),
  /** An uploaded image (`/images/uploads/…`) or an https address; null: none. */
  logoUrl: z.nullable(z.string().check(z.maxLength(500), z.regex(/^(\/(?!\/)|https:\/\/)\S+$/))),
});
export type Brand = z.infer<typeof Brand>;

/** The game servers players buy for: the `gameServer` header names one of these ids. */
export const GameServers = z
  .array(z.object({ id: GameServer, name: text(40) }))
  .check(z.minLength(1), z.maxLength(8));

export const CategoryLabels = localized(z.partialRecord(ProductCategory, text(40)));

const itemId = text(64);
/** The ranks' comparison table. */
export const Ranks = z.object({
  /** The rank products (category `Grades`), lowest first. */
  products: z.array(itemId).check(z.maxLength(12)),
  bestSeller: z.nullable(itemId),
  /** A row each: every rank's value, a text or included / not included. */
  perks: z.array(z.object({ label: localized(text(100)), values: z.record(itemId, z.union([text(40), z.boolean()])) })).check(z.maxLength(30)),
});
export type Ranks = z.infer<typeof Ranks>;

const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/));
/** The colours drawn from the accent (src/domain/contrast.ts), computed by the server. */
export const Palette = z.object({ accent: colour, strong: colour, text: colour, on: colour });
export type Palette = z.infer<typeof Palette>;

/** What players' pages show of the settings: with the catalogue (/api/shopVer) and in ShopConfig. */
export const ShopIdentity = z.object({
  brand: Brand,
  palette: Palette,
  locales: z.object({ default: Locale, available: z.array(Locale) }),
  gameServers: GameServers,
  categoryLabels: CategoryLabels,
  ranks: Ranks,
});
export type ShopIdentity = z.infer<typeof ShopIdentity>;
