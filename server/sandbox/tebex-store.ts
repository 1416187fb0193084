import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/queryable';

// The sandbox store: its packages are the shop's cash products; its baskets live in the
// database (table sandbox_tebex_baskets), so they survive a restart like Tebex's do.
export const TEBEX_CATEGORIES = [
  { id: 1001, name: 'Grades', order: 1 },
  { id: 1002, name: 'Points boutique', order: 2 },
] as const;

export interface TebexPackage {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** Every picture of the package (Tebex's `media`, which replaced `image` for several pictures and videos). */
  media: { type: 'image' | 'video'; url: string }[];
  /** Tebex's package type: a rank is a monthly subscription (a recurring payment), a points pack a single payment. */
  type: 'single' | 'subscription';
  category: { id: number; name: string };
  base_price: number;
  sales_tax: number;
  total_price: number;
  currency: 'EUR';
  discount: number;
  disable_quantity: boolean;
  disable_gifting: boolean;
  expiration_date: null;
  created_at: string;
  updated_at: string;
}

export interface BasketLine {
  packageId: number;
  quantity: number;
  custom: Record<string, unknown> | null;
  variableData: Record<string, unknown> | null;
}

export interface SandboxBasket {
  ident: string;
  id: number;
  complete: boolean;
  accountId: number | null;
  username: string | null;
  coupons: string[];
  creatorCode: string;
  completeUrl: string | null;
  cancelUrl: string | null;
  completeAutoRedirect: boolean;
  custom: Record<string, unknown> | null;
  lines: BasketLine[];
}

export const COUPONS: Record<string, number> = { BIENVENUE10: 10 };
const CREATED_AT = '2024-01-01T00:00:00+00:00';

export async function listPackages(db: Queryable): Promise<TebexPackage[]> {
  const rows = await db.query<{ tebex_package_id: number; name: string; description: string; images: string[]; category: string; price: number }>(
    `SELECT tebex_package_id, name, description, images, category, price FROM products
     WHERE tebex_package_id IS NOT NULL ORDER BY idx`,
  );
  return rows.map((r) => {
    const category = TEBEX_CATEGORIES.find((c) => c.name === r.category) ?? TEBEX_CATEGORIES[0];
    return {
      id: r.tebex_package_id, name: r.name, description: r.description, image: r.images[0] ?? null,
      media: r.images.map((url) => ({ type: 'image' as const, url })),
      type: r.category === 'Grades' ? 'subscription' : 'single',
      category: { id: category.id, name: category.name }, base_price: r.price, sales_tax: 0, total_price: r.price,
      currency: 'EUR', discount: 0, disable_quantity: true, disable_gifting: false, expiration_date: null,
      created_at: CREATED_AT, updated_at: CREATED_AT,
    };
  });
}

/** What a new basket is created with (POST …/baskets). */
export type NewBasket = Pick<SandboxBasket, 'completeUrl' | 'cancelUrl' | 'custom' | 'completeAutoRedirect'>;
type StoredBasket = Omit<SandboxBasket, 'id' | 'ident'>;
const toBasket = (row: { id: number; ident: string; basket: StoredBasket }): SandboxBasket => ({ ...row.basket, id: row.id, ident: row.ident });

export async function createBasket(db: Queryable, input: NewBasket, now: Date): Promise<SandboxBasket> {
  // Tebex's idents look like `c00244-d2ac2e77418a55b25292a6bc7a719ad9c529ba2c`.
  const ident = `${randomBytes(3).toString('hex')}-${randomBytes(20).toString('hex')}`;
  const stored: StoredBasket = {
    complete: false, accountId: null, username: null, coupons: [], creatorCode: '', ...input, lines: [],
  };
  const [row] = await db.query<{ id: number }>('INSERT INTO sandbox_tebex_baskets (ident, basket, created_at) VALUES ($1, $2, $3) RETURNING id', [
    ident, JSON.stringify(stored), now,
  ]);
  return { ...stored, id: row!.id, ident };
}

export async function findBasket(db: Queryable, ident: string): Promise<SandboxBasket | undefined> {
  const [row] = await db.query<{ id: number; ident: string; basket: StoredBasket }>(
    'SELECT id, ident, basket FROM sandbox_tebex_baskets WHERE ident = $1',
    [ident],
  );
  return row && toBasket(row);
}

/** The basket, locked until the end of the transaction `tx` (a change reads and writes it whole). */
export async function lockBasket(tx: Queryable, ident: string): Promise<SandboxBasket | undefined> {
  const [row] = await tx.query<{ id: number; ident: string; basket: StoredBasket }>(
    'SELECT id, ident, basket FROM sandbox_tebex_baskets WHERE ident = $1 FOR UPDATE',
    [ident],
  );
  return row && toBasket(row);
}

export async function saveBasket(tx: Queryable, basket: SandboxBasket): Promise<void> {
  const { id: _id, ident, ...stored } = basket;
  await tx.query('UPDATE sandbox_tebex_baskets SET basket = $2 WHERE ident = $1', [ident, JSON.stringify(stored)]);
}

/** Paid: true when this call completed it, false when it was complete already. */
export async function completeBasket(db: Queryable, ident: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_tebex_baskets SET basket = jsonb_set(basket, '{complete}', 'true'::jsonb)
     WHERE ident = $1 AND NOT (basket->>'complete')::boolean RETURNING id`,
    [ident],
  );
  return rows.length > 0;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The basket as Tebex answers it (`data` of GET /baskets/{ident}); `checkoutUrl` is the basket's payment page. */
export function basketJson(basket: SandboxBasket, packages: TebexPackage[], checkoutUrl: string) {
  const lines = basket.lines.flatMap((line) => {
    const pkg = packages.find((p) => p.id === line.packageId);
    return pkg ? [{ line, pkg }] : [];
  });
  const base = round2(lines.reduce((sum, { line, pkg }) => sum + pkg.base_price * line.quantity, 0));
  const discount = basket.coupons.reduce((sum, code) => sum + (COUPONS[code] ?? 0), 0);
  return {
    // A string, as Tebex's OpenAPI says (and its clients expect), though it holds digits.
    id: String(basket.id), ident: basket.ident, complete: basket.complete, email: null, username: basket.username,
    coupons: basket.coupons.map((code) => ({ coupon_code: code })), giftcards: [], creator_code: basket.creatorCode,
    cancel_url: basket.cancelUrl, complete_url: basket.completeUrl, complete_auto_redirect: basket.completeAutoRedirect,
    country: 'FR', ip: '127.0.0.1', username_id: basket.accountId, base_price: base, sales_tax: 0,
    total_price: round2(base * (1 - discount / 100)), currency: 'EUR',
    packages: lines.map(({ line, pkg }) => ({
      id: pkg.id, name: pkg.name, description: pkg.description, image: pkg.image, qty: line.quantity, type: pkg.type,
      in_basket: { quantity: line.quantity, price: pkg.base_price, gift_username_id: null, gift_username: null },
      custom: line.custom, variable_data: line.variableData,
    })),
    custom: basket.custom,
    // Tebex: `checkout` while unpaid, `payment` once paid.
    links: basket.complete ? { payment: checkoutUrl } : { checkout: checkoutUrl },
  };
}
