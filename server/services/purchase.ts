import type { BuyAnswer, BuyBody } from '../../src/api/contract/shop';
import type { GameServer } from '../../src/api/contract/common';
import { debitTokens, tokenBalance } from '../db/accounts';
import { lockCharacter } from '../db/characters';
import { claimKey, storeAnswer, storedAnswer } from '../db/idempotency-keys';
import { productsByIds, takeStock, type ProductRow } from '../db/products';
import { boughtByCharacter, insertPurchase } from '../db/purchases';
import type { Database, Queryable } from '../db/queryable';
import { HttpError, fail, lineFail } from '../http/http-error';
import { loadShopData } from './catalogue';
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
      const replay = await replayOf(tx, p.accountId, p.idempotencyKey, p.now);
      if (replay) return replay;
    }
    const character = await ownCharacter(tx, p);
    const lines = await priceLines(tx, p);
    for (const line of lines) await checkLimit(tx, character.id, line);
    for (const line of lines) await takeLineStock(tx, line);
    const total = lines.reduce((sum, l) => sum + l.unit * l.amount, 0);
    const balance = await debit(tx, p.accountId, total);
    const orderId = newToken(9);
    for (const l of lines) {
      await insertPurchase(tx, {
        orderId, accountId: p.accountId, characterId: character.id, itemId: l.product.item_id, quantity: l.amount,
        unitPrice: l.unit, fromDailyShop: l.fromDailyShop, createdAt: p.now,
      });
    }
    const summary = lines.map((l) => `${l.amount} × ${l.product.name}`).join(', ');
    const answer: BuyAnswer = {
      success: `Achat effectué : ${summary} pour ${character.firstname} ${character.lastname}.`,
      shopData: await loadShopData(tx, p.now),
      shopTokens: balance,
    };
    if (p.idempotencyKey) await storeAnswer(tx, p.accountId, p.idempotencyKey, answer);
    return answer;
  });
}

/** Inserting the key first makes a concurrent twin wait on it, then replay the stored answer. */
async function replayOf(tx: Queryable, accountId: number, key: string, now: Date): Promise<BuyAnswer | null> {
  if (await claimKey(tx, accountId, key, now)) return null;
  const answer = await storedAnswer<BuyAnswer>(tx, accountId, key);
  if (!answer) throw fail(409, 'Cet achat est déjà en cours de traitement.');
  return answer;
}

async function ownCharacter(tx: Queryable, p: Purchase) {
  const character = await lockCharacter(tx, p.body.characterDbId, p.accountId, p.server);
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
  const rows = await productsByIds(tx, ids);
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  const offers = new Set((await todaysOffers(tx, p.now)).map((o) => o.item_id));
  const lines = [...merged.entries()].map(([key, { amount, fromDailyShop }]): Line => {
    const itemId = key.split('|')[0]!;
    const product = byId.get(itemId);
    if (!product) throw lineFail(404, itemId, 'Ce produit n’existe plus.');
    if (product.price < 0) throw lineFail(409, itemId, `« ${product.name} » ne peut pas être acheté.`);
    if (product.money_type !== 'tokens') throw lineFail(400, itemId, `« ${product.name} » s’achète sur la boutique en ligne.`);
    if (fromDailyShop && !offers.has(itemId)) throw lineFail(409, itemId, `« ${product.name} » ne fait pas partie des offres du jour.`);
    if (!fromDailyShop && product.is_daily_shop_only) throw lineFail(409, itemId, `« ${product.name} » n’est vendu que dans la boutique du jour.`);
    return { product, amount, fromDailyShop, unit: unitPrice(product, fromDailyShop) };
  });
  return lines.sort((a, b) => a.product.item_id.localeCompare(b.product.item_id));
}

async function checkLimit(tx: Queryable, characterId: number, line: Line): Promise<void> {
  const limit = line.product.character_limit;
  if (limit === null) return;
  if ((await boughtByCharacter(tx, characterId, line.product.item_id)) + line.amount > limit) {
    throw lineFail(409, line.product.item_id, `Limite atteinte : ${limit} « ${line.product.name} » par personnage.`);
  }
}

async function takeLineStock(tx: Queryable, line: Line): Promise<void> {
  if (!(await takeStock(tx, line.product.item_id, line.amount))) throw lineFail(409, line.product.item_id, `Stock insuffisant pour « ${line.product.name} ».`);
}

async function debit(tx: Queryable, accountId: number, total: number): Promise<number> {
  const balance = await debitTokens(tx, accountId, total);
  if (balance !== undefined) return balance;
  throw new HttpError(400, { error: { message: NOT_ENOUGH_POINTS, shopTokensAmount: (await tokenBalance(tx, accountId)) ?? 0 } });
}
