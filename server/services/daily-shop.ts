import { listProducts, type ProductRow } from '../db/products';
import type { Queryable } from '../db/queryable';
import { offerOf, type Sale } from '../../src/domain/prices';
import { dailyOrder } from './catalogue';
import { parisDay } from './paris-time';

const ROTATING_OFFERS = 5;
const OWN_CATEGORIES = new Set(['item', 'vehicle', 'weapon', 'pack']);

/**
 * Today's offers (Paris date): every daily-shop-only product, then a rotation of
 * discounted products chosen by the date alone, so every request and every
 * server instance agrees on the day's list without storing it.
 */
export async function todaysOffers(db: Queryable, now: Date): Promise<ProductRow[]> {
  const rows = (await listProducts(db)).filter(
    (p) => p.money_type === 'tokens' && OWN_CATEGORIES.has(p.category) && p.price > 0 && p.stocks !== 0 && p.daily_shop_discount !== null,
  );
  const exclusive = rows.filter((p) => p.is_daily_shop_only);
  const rotating = dailyOrder(rows.filter((p) => !p.is_daily_shop_only), parisDay(now), 'daily').slice(0, ROTATING_OFFERS);
  return [...exclusive, ...rotating];
}

/** Server-side price of one unit, by the domain's rule: the daily discount applies only to today's offers, a running sale to any line. */
export function unitPrice(product: ProductRow, fromDailyShop: boolean, sale: Sale | undefined): number {
  return offerOf({ price: product.price, sale }, fromDailyShop ? (product.daily_shop_discount ?? 0) : 0).unit;
}
