import type { BuyAnswer, BuyBody } from '../../src/api/contract/shop';
import type { GameServer } from '../../src/api/contract/common';
import type { Database, Queryable } from '../db/database';
import { HttpError, fail } from '../http/http-error';
import { loadShopData, type ProductRow } from './catalogue';
import { todaysOffers, unitPrice } from './daily-shop';
import { newToken } from './secrets';

export const NOT_ENOUGH_POINTS = "Vous n'avez pas assez de points boutique";

interface Purchase {
  accountId: number;
  server: GameServer;
  body: BuyBody;
  idempotencyKey?: string;
  now: Date;
}

interface Line {
  product: ProductRow;
  amount: number;
  fromDailyShop: boolean;
  unit: number;
}

/**
 * The whole purchase in ONE transaction. Locks are always taken in the same order
 * (character row, products by item id, account row) so concurrent purchases cannot
 * deadlock; stock and balance use conditional updates, so neither goes below zero.
 * Any refusal throws, which rolls everything back (including the idempotency key).
 */
export function buyProducts(db: Database, p: Purchase): Promise<BuyAnswer> {
  return db.transaction(async (tx) => {
    if (p.idempotencyKey) {
      const replay = await claimKey(tx, p.accountId, p.idempotencyKey, p.now);
      if (replay) return replay;
    }
    const character = await lockCharacter(tx, p);
    const lines = await priceLines(tx, p);
    for (const line of lines) await checkLimit(tx, character.id, line);
    for (const line of lines) await takeStock(tx, line);
    const total = lines.reduce((sum, l) => sum + l.unit * l.amount, 0);
    const balance = await debit(tx, p.accountId, total);
    const orderId = newToken(9);
    for (const l of lines) {
      await tx.query(
        `INSERT INTO purchases (order_id, account_id, character_id, item_id, quantity, unit_price, from_daily_shop, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [orderId, p.accountId, character.id, l.product.item_id, l.amount, l.unit, l.fromDailyShop, p.now],
      );
    }
    const summary = lines.map((l) => `${l.amount} × ${l.product.name}`).join(', ');
    const answer: BuyAnswer = {
      success: `Achat effectué : ${summary} pour ${character.firstname} ${character.lastname}.`,
      shopData: await loadShopData(tx, p.now),
      shopTokens: balance,
    };
    if (p.idempotencyKey) {
      await tx.query('UPDATE idempotency_keys SET status = 200, body = $3 WHERE account_id = $1 AND key = $2', [
        p.accountId, p.idempotencyKey, JSON.stringify(answer),
      ]);
    }
    return answer;
  });
}

/** Inserting the key first makes a concurrent twin wait on it, then replay the stored answer. */
async function claimKey(tx: Queryable, accountId: number, key: string, now: Date): Promise<BuyAnswer | null> {
  const claimed = await tx.query(
    'INSERT INTO idempotency_keys (account_id, key, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key',
    [accountId, key, now],
  );
  if (claimed.length) return null;
  const [row] = await tx.query<{ body: BuyAnswer }>('SELECT body FROM idempotency_keys WHERE account_id = $1 AND key = $2', [accountId, key]);
  if (!row?.body) throw fail(409, 'Cet achat est déjà en cours de traitement.');
  return row.body;
}

async function lockCharacter(tx: Queryable, p: Purchase) {
  const [character] = await tx.query<{ id: number; firstname: string; lastname: string }>(
    'SELECT id, firstname, lastname FROM characters WHERE id = $1 AND account_id = $2 AND server = $3 FOR UPDATE',
    [p.body.characterDbId, p.accountId, p.server],
  );
  if (!character) throw fail(403, "Ce personnage n'appartient pas à votre compte sur ce serveur.");
  return character;
}

async function priceLines(tx: Queryable, p: Purchase): Promise<Line[]> {
  // Same product twice in one basket counts as one line, so limits see the total.
  const merged = new Map<string, { amount: number; fromDailyShop: boolean }>();
  for (const l of p.body.products) {
    const key = `${l.itemId}|${l.isFromDailyShop}`;
    merged.set(key, { amount: (merged.get(key)?.amount ?? 0) + l.amount, fromDailyShop: l.isFromDailyShop });
  }
  const ids = [...new Set(p.body.products.map((l) => l.itemId))];
  const rows = await tx.query<ProductRow>('SELECT * FROM products WHERE item_id = ANY($1)', [ids]);
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  const offers = new Set((await todaysOffers(tx, p.now)).map((o) => o.item_id));
  const lines = [...merged.entries()].map(([key, { amount, fromDailyShop }]): Line => {
    const product = byId.get(key.split('|')[0]!);
    if (!product) throw fail(404, 'Ce produit n’existe plus.');
    if (product.price < 0) throw fail(409, `« ${product.name} » ne peut pas être acheté.`);
    if (product.money_type !== 'tokens') throw fail(400, `« ${product.name} » s’achète sur la boutique en ligne.`);
    if (fromDailyShop && !offers.has(product.item_id)) throw fail(409, `« ${product.name} » ne fait pas partie des offres du jour.`);
    if (!fromDailyShop && product.is_daily_shop_only) throw fail(409, `« ${product.name} » n’est vendu que dans la boutique du jour.`);
    return { product, amount, fromDailyShop, unit: unitPrice(product, fromDailyShop) };
  });
  return lines.sort((a, b) => a.product.item_id.localeCompare(b.product.item_id));
}

async function checkLimit(tx: Queryable, characterId: number, line: Line): Promise<void> {
  const limit = line.product.character_limit;
  if (limit === null) return;
  const [row] = await tx.query<{ bought: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS bought FROM purchases WHERE character_id = $1 AND item_id = $2',
    [characterId, line.product.item_id],
  );
  if ((row?.bought ?? 0) + line.amount > limit) {
    throw fail(409, `Limite atteinte : ${limit} « ${line.product.name} » par personnage.`);
  }
}

async function takeStock(tx: Queryable, line: Line): Promise<void> {
  const updated = await tx.query(
    'UPDATE products SET stocks = stocks - $2 WHERE item_id = $1 AND (stocks IS NULL OR stocks >= $2) RETURNING item_id',
    [line.product.item_id, line.amount],
  );
  if (!updated.length) throw fail(409, `Stock insuffisant pour « ${line.product.name} ».`);
}

async function debit(tx: Queryable, accountId: number, total: number): Promise<number> {
  const [row] = await tx.query<{ shop_tokens: number }>(
    'UPDATE accounts SET shop_tokens = shop_tokens - $2 WHERE id = $1 AND shop_tokens >= $2 RETURNING shop_tokens',
    [accountId, total],
  );
  if (row) return row.shop_tokens;
  const [current] = await tx.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [accountId]);
  throw new HttpError(400, { error: { message: NOT_ENOUGH_POINTS, shopTokensAmount: current?.shop_tokens ?? 0 } });
}
