import type { Queryable } from '../db/queryable';
import { newToken } from '../services/secrets';

// The sandbox store: its packages are the shop's cash products; baskets live in memory.
export const TEBEX_CATEGORIES = [
  { id: 1001, name: 'Grades', order: 1 },
  { id: 1002, name: 'Points boutique', order: 2 },
] as const;

export interface TebexPackage {
  id: number;
  name: string;
  description: string;
  image: string | null;
  type: 'single';
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
      id: r.tebex_package_id, name: r.name, description: r.description, image: r.images[0] ?? null, type: 'single',
      category: { id: category.id, name: category.name }, base_price: r.price, sales_tax: 0, total_price: r.price,
      currency: 'EUR', discount: 0, disable_quantity: true, disable_gifting: false, expiration_date: null,
      created_at: CREATED_AT, updated_at: CREATED_AT,
    };
  });
}

export function newBasket(id: number, input: Partial<Pick<SandboxBasket, 'completeUrl' | 'cancelUrl' | 'custom' | 'completeAutoRedirect'>>): SandboxBasket {
  return {
    ident: `sbx-${newToken(20)}`, id, complete: false, accountId: null, username: null, coupons: [], creatorCode: '',
    completeUrl: input.completeUrl ?? null, cancelUrl: input.cancelUrl ?? null,
    completeAutoRedirect: input.completeAutoRedirect ?? false, custom: input.custom ?? null, lines: [],
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The basket as Tebex answers it (`data` of GET /baskets/{ident}). */
export function basketJson(basket: SandboxBasket, packages: TebexPackage[], checkoutUrl: string) {
  const lines = basket.lines.flatMap((line) => {
    const pkg = packages.find((p) => p.id === line.packageId);
    return pkg ? [{ line, pkg }] : [];
  });
  const base = round2(lines.reduce((sum, { line, pkg }) => sum + pkg.base_price * line.quantity, 0));
  const discount = basket.coupons.reduce((sum, code) => sum + (COUPONS[code] ?? 0), 0);
  return {
    id: basket.id, ident: basket.ident, complete: basket.complete, email: null, username: basket.username,
    coupons: basket.coupons.map((code) => ({ coupon_code: code })), giftcards: [], creator_code: basket.creatorCode,
    cancel_url: basket.cancelUrl, complete_url: basket.completeUrl, complete_auto_redirect: basket.completeAutoRedirect,
    country: 'FR', ip: '127.0.0.1', username_id: basket.accountId, base_price: base, sales_tax: 0,
    total_price: round2(base * (1 - discount / 100)), currency: 'EUR',
    packages: lines.map(({ line, pkg }) => ({
      id: pkg.id, name: pkg.name, description: pkg.description, image: pkg.image, qty: line.quantity, type: 'single',
      in_basket: { quantity: line.quantity, price: pkg.base_price, gift_username_id: null, gift_username: null },
      custom: line.custom, variable_data: line.variableData,
    })),
    custom: basket.custom,
    links: basket.complete ? {} : { checkout: checkoutUrl },
  };
}
