import * as z from 'zod/mini';
import { Highlights } from '../../src/api/contract/manage';
import type { Product, ShopData, ShopVerAnswer } from '../../src/api/contract/shop';
import type { ShopIdentity } from '../../src/api/contract/shop-identity';
import { listProducts, type ProductRow } from '../db/products';
import { salesSince } from '../db/purchases';
import { runningSales } from '../db/sales';
import type { Queryable } from '../db/queryable';
import { getSetting } from '../db/settings';
import { parisDay } from './paris-time';
import { sanitizeHtml } from './html-sanitizer';
import { sha256 } from './secrets';
import { saleOf } from './sales';
import { readSettings } from './shop-settings';
import { shopIdentity } from '../../src/domain/identity-from-settings';
import type { Sale } from '../../src/domain/prices';

const BEST_SELLERS = 6;
const SUGGESTIONS = 4;
const SALES_WINDOW_MS = 30 * 24 * 3600 * 1000;

export function toProduct(row: ProductRow, sale?: Sale): Product {
  return {
    itemId: row.item_id,
    label: row.label,
    name: row.name,
    category: row.category,
    price: row.price,
    moneyType: row.money_type,
    description: row.description,
    images: row.images,
    index: row.idx,
    stocks: row.stocks,
    ...(row.theme !== null && { theme: row.theme }),
    ...(row.is_daily_shop_only && { isDailyShopOnly: true }),
    ...(row.daily_shop_discount !== null && { dailyShopDiscount: row.daily_shop_discount }),
    ...(row.character_limit !== null && { characterLimit: row.character_limit }),
    ...(row.tebex_package_id !== null && { tebexPackageId: row.tebex_package_id }),
    ...(row.translations.en && Object.keys(row.translations.en).length > 0 && { translations: row.translations }),
    ...(sale && { sale }),
  };
}

/** A product as players get it: its HTML cleaned, in every language (pages render it as it comes). */
async function playerProduct(row: ProductRow, sale: Sale | undefined): Promise<Product> {
  const product = toProduct(row, sale);
  const en = product.translations?.en;
  return {
    ...product,
    description: await sanitizeHtml(product.description),
    ...(en?.description !== undefined && { translations: { en: { ...en, description: await sanitizeHtml(en.description) } } }),
  };
}

/** Listed and buyable with points outside the daily shop. */
export const isOnShelf = (p: ProductRow) =>
  p.money_type === 'tokens' && !p.is_daily_shop_only && p.price >= 0 && p.stocks !== 0;

/** A stable pseudo-random order for one Paris day: same day, same order, on every server. */
export const dailyOrder = <T extends { item_id: string }>(rows: T[], day: string, salt: string) =>
  [...rows].sort((a, b) => sha256(`${salt}:${day}:${a.item_id}`).localeCompare(sha256(`${salt}:${day}:${b.item_id}`)));

async function loadShopData(db: Queryable, now: Date): Promise<ShopData> {
  const rows = await listProducts(db);
  // The running sales at `now`: one starting or ending changes the catalogue, so its version.
  const running = await runningSales(db, now);
  const sales = await salesSince(db, new Date(now.getTime() - SALES_WINDOW_MS));
  const sold = new Map(sales.map((s) => [s.item_id, s.sold]));
  const shelf = rows.filter(isOnShelf);
  // Most sold over 30 days; before any sale, the dearest products lead.
  const bestSeller = [...shelf]
    .sort((a, b) => (sold.get(b.item_id) ?? 0) - (sold.get(a.item_id) ?? 0) || b.price - a.price)
    .slice(0, BEST_SELLERS)
    .map((p) => p.item_id);
  const shouldInterest = dailyOrder(shelf.filter((p) => !bestSeller.includes(p.item_id)), parisDay(now), 'suggest')
    .slice(0, SUGGESTIONS)
    .map((p) => p.item_id);
  // An admin's lists win over the computed ones, keeping only products players can see.
  const fixed = await fixedHighlights(db);
  const visible = (ids: string[]) => ids.filter((id) => rows.some((r) => r.item_id === id));
  return {
    products: await Promise.all(rows.map((row) => playerProduct(row, saleOf(row, running)))),
    bestSeller: fixed.bestSeller.length ? visible(fixed.bestSeller) : bestSeller,
    shouldInterest: fixed.shouldInterest.length ? visible(fixed.shouldInterest) : shouldInterest,
  };
}

export const HIGHLIGHTS_SETTING = 'highlights';

/** The best sellers and home suggestions an admin fixed (empty lists: none). */
export async function fixedHighlights(db: Queryable): Promise<Highlights> {
  const stored = await getSetting(db, HIGHLIGHTS_SETTING);
  const parsed = stored ? z.safeParse(Highlights, JSON.parse(stored)) : undefined;
  return parsed?.success ? parsed.data : { bestSeller: [], shouldInterest: [] };
}

/**
 * The catalogue and the identity as they are at least at the moment of the call, read once for every caller
 * that can share a read: a read that started after a call reflects everything committed
 * before it. A burst of purchases (each answers the catalogue) or of version checks then
 * costs a few reads instead of one each; on the embedded database, a single connection,
 * those reads queued behind every purchase.
 */
export function sharedCatalogue(db: Queryable, now: Date): Promise<Shared> {
  const ticket = ++calls;
  let reads = readsOf.get(db);
  if (!reads) readsOf.set(db, (reads = {}));
  if (reads.running && ticket <= reads.running.from) return reads.running.done;
  if (!reads.queued) {
    const state = reads;
    const read: Read = { from: Infinity, done: Promise.resolve() as unknown as Promise<Shared> };
    const previous = state.running?.done.catch(() => undefined) ?? Promise.resolve();
    read.done = previous
      .then(() => {
        read.from = calls;
        state.running = read;
        state.queued = undefined;
        return loadCatalogue(db, now);
      })
      .finally(() => {
        if (state.running === read) state.running = undefined;
      });
    state.queued = read;
  }
  return reads.queued!.done;
}

interface Read {
  /** The last call it covers (the call count when it started). */
  from: number;
  done: Promise<Shared>;
}
let calls = 0;
const readsOf = new WeakMap<Queryable, { running?: Read; queued?: Read }>();

/** The version a client compares: it changes with any product, stock, sale or list change, and any change of the identity. */
export const shopVersion = (data: ShopData, identity: ShopIdentity) => sha256(JSON.stringify([data, identity])).slice(0, 16);

type Shared = Omit<Catalogue, 'shopVer'>;
type Catalogue = Required<ShopVerAnswer>;

async function loadCatalogue(db: Queryable, now: Date): Promise<Shared> {
  const shopData = await loadShopData(db, now);
  return { shopData, identity: shopIdentity(await readSettings(db)) };
}

/** The catalogue and the shop's identity with their version, as /api/shopVer answers them to a client that has none. */
export async function currentCatalogue(db: Queryable, now: Date): Promise<Catalogue> {
  const { shopData, identity } = await sharedCatalogue(db, now);
  return { shopVer: shopVersion(shopData, identity), shopData, identity };
}
