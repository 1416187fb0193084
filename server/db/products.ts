// Table `products`: the catalogue, own products (H-Points) and hosted-store packages (cash).
import type { Product } from '../../src/api/contract/shop';
import type { Queryable } from './queryable';

export interface ProductRow {
  item_id: string;
  label: string;
  name: string;
  category: Product['category'];
  price: number;
  money_type: Product['moneyType'];
  description: string;
  translations: NonNullable<Product['translations']>;
  images: string[];
  idx: number;
  theme: string | null;
  stocks: number | null;
  is_daily_shop_only: boolean;
  daily_shop_discount: number | null;
  character_limit: number | null;
  tebex_package_id: number | null;
  grants_tokens: number | null;
  grants_rank: string | null;
  monthly_tokens: number | null;
  rank_order: number | null;
  /** Hidden by an admin: in no catalogue a player gets, still in past purchases. */
  hidden: boolean;
}

/** A product to store: what a paid hosted-store package grants comes with it. */
export interface NewProduct extends Product {
  grantsTokens?: number;
  grantsRank?: string;
  /** A rank's H-Points for each paid month. */
  monthlyTokens?: number;
  /** A rank's place among the ranks, lowest first: the highest one running is the account's. */
  rankOrder?: number;
  hidden?: boolean;
}

/** Inserts the product, or replaces every field of the one with its item id (an admin's edit, an import). */
export async function upsertProduct(db: Queryable, p: NewProduct): Promise<void> {
  await db.query(
    `INSERT INTO products (item_id, label, name, category, price, money_type, description, images, idx, theme, stocks,
       is_daily_shop_only, daily_shop_discount, character_limit, tebex_package_id, grants_tokens, grants_rank, monthly_tokens, rank_order, hidden, translations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     ON CONFLICT (item_id) DO UPDATE SET label = excluded.label, name = excluded.name, category = excluded.category,
       price = excluded.price, money_type = excluded.money_type, description = excluded.description, images = excluded.images,
       idx = excluded.idx, theme = excluded.theme, stocks = excluded.stocks, is_daily_shop_only = excluded.is_daily_shop_only,
       daily_shop_discount = excluded.daily_shop_discount, character_limit = excluded.character_limit,
       tebex_package_id = excluded.tebex_package_id, grants_tokens = excluded.grants_tokens, grants_rank = excluded.grants_rank,
       monthly_tokens = excluded.monthly_tokens, rank_order = excluded.rank_order, hidden = excluded.hidden,
       translations = excluded.translations`,
    [
      p.itemId, p.label, p.name, p.category, p.price, p.moneyType, p.description, JSON.stringify(p.images), p.index,
      p.theme ?? null, p.stocks ?? null, p.isDailyShopOnly ?? false, p.dailyShopDiscount ?? null,
      p.characterLimit ?? null, p.tebexPackageId ?? null, p.grantsTokens ?? null, p.grantsRank ?? null,
      p.monthlyTokens ?? null, p.rankOrder ?? null, p.hidden ?? false, JSON.stringify(p.translations ?? {}),
    ],
  );
}


export async function findProduct(db: Queryable, itemId: string): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>('SELECT * FROM products WHERE item_id = $1', [itemId]);
  return row;
}

/** The product selling this Tebex package, other than `itemId` (a package is sold by one product). */
export async function otherSellerOf(db: Queryable, packageId: number, itemId: string): Promise<string | undefined> {
  const [row] = await db.query<{ item_id: string }>('SELECT item_id FROM products WHERE tebex_package_id = $1 AND item_id <> $2', [packageId, itemId]);
  return row?.item_id;
}

/** Hides every product but these (an import replaces the catalogue; sold products stay for their history). */
export async function hideAllExcept(db: Queryable, itemIds: string[]): Promise<void> {
  await db.query('UPDATE products SET hidden = true WHERE NOT (item_id = ANY($1))', [itemIds]);
}

/** Every product, in catalogue order; the hidden ones only for admins. */
export async function listProducts(db: Queryable, opts: { hidden?: boolean } = {}): Promise<ProductRow[]> {
  return db.query<ProductRow>(`SELECT * FROM products ${opts.hidden ? '' : 'WHERE NOT hidden'} ORDER BY idx, item_id`);
}

/** The products a purchase may name: a hidden one is not for sale. */
export async function productsByIds(db: Queryable, itemIds: string[]): Promise<ProductRow[]> {
  return db.query<ProductRow>('SELECT * FROM products WHERE item_id = ANY($1) AND NOT hidden', [itemIds]);
}

/** One conditional update: false when the stock (null: unlimited) does not cover `amount`. */
export async function takeStock(db: Queryable, itemId: string, amount: number): Promise<boolean> {
  const updated = await db.query(
    'UPDATE products SET stocks = stocks - $2 WHERE item_id = $1 AND (stocks IS NULL OR stocks >= $2) RETURNING item_id',
    [itemId, amount],
  );
  return updated.length > 0;
}

/** What the shop sells as this Tebex package, and what paying for it grants. */
export interface TebexProductRow {
  item_id: string;
  name: string;
  category: Product['category'];
  grants_tokens: number | null;
  grants_rank: string | null;
  monthly_tokens: number | null;
}

const TEBEX_PRODUCT_COLUMNS = 'item_id, name, category, grants_tokens, grants_rank, monthly_tokens';

export async function productByTebexPackage(db: Queryable, packageId: number): Promise<TebexProductRow | undefined> {
  const [row] = await db.query<TebexProductRow>(`SELECT ${TEBEX_PRODUCT_COLUMNS} FROM products WHERE tebex_package_id = $1`, [packageId]);
  return row;
}

/** The product that grants this rank (what a rank's grant or revoke delivers). */
export async function productOfRank(db: Queryable, rank: string): Promise<TebexProductRow | undefined> {
  const [row] = await db.query<TebexProductRow>(`SELECT ${TEBEX_PRODUCT_COLUMNS} FROM products WHERE grants_rank = $1 ORDER BY idx LIMIT 1`, [rank]);
  return row;
}
