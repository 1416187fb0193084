import type { BuyAnswer, BuyBody } from '../../src/api/contract/shop';
import type { GameServer } from '../../src/api/contract/common';
import { lockCharacter } from '../db/characters';
import { balanceOf, changeBalance, type BalanceChange } from '../db/ledger';
import { claimKey, storeAnswer, storedAnswer } from '../db/idempotency-keys';
import { productsByIds, takeStock, type ProductRow } from '../db/products';
import { runningSales } from '../db/sales';
import { boughtByCharacter, insertPurchase } from '../db/purchases';
import type { Database, Queryable } from '../db/queryable';
import { HttpError, fail, lineFail } from '../http/http-error';
import { sharedCatalogue } from './catalogue';
import { todaysOffers, unitPrice } from './daily-shop';
import { queueDeliveries } from './deliveries';
import { saleOf } from './sales';
import { formatTokens } from '../../src/domain/token-amount';
import { newToken, sha256 } from './secrets';

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

/** What a purchase answers besides the catalogue, which is read after it commits. */
type Outcome = Omit<BuyAnswer, 'shopData'>;

/**
 * The whole purchase in ONE transaction. Locks are always taken in the same order
 * (character row, products by item id, account row) so concurrent purchases cannot
 * deadlock; stock and balance use conditional updates, so neither goes below zero.
 * Any refusal throws, which rolls everything back (including the idempotency key).
 * The answer's catalogue is read once the locks are released, so concurrent
 * purchases do not queue behind it (a replay gets the current one too).
 */
export async function buyProducts(db: Database, p: Purchase): Promise<BuyAnswer> {
  const outcome = await db.transaction((tx) => purchase(tx, p));
  return { ...outcome, shopData: (await sharedCatalogue(db, p.now)).shopData };
}

async function purchase(tx: Queryable, p: Purchase): Promise<Outcome> {
  const { idempotencyKey: key } = p;
  if (key) {
    const replay = await replayOf(tx, p, key);
    if (replay) return replay;
  }
  const character = await ownCharacter(tx, p);
  const lines = await priceLines(tx, p);
  await checkLimits(tx, character.id, lines);
  for (const line of lines) await takeLineStock(tx, line);
  const total = lines.reduce((sum, l) => sum + l.unit * l.amount, 0);
  const orderId = newToken(9);
  const summary = lines.map((l) => `${l.amount} × ${l.product.name}`).join(', ');
  const balance = await debit(tx, { accountId: p.accountId, delta: -total, kind: 'purchase', ref: orderId, note: summary, at: p.now });
  for (const l of lines) {
    await insertPurchase(tx, {
      orderId, accountId: p.accountId, characterId: character.id, itemId: l.product.item_id, quantity: l.amount,
      unitPrice: l.unit, fromDailyShop: l.fromDailyShop, createdAt: p.now,
    });
  }
  // The game grants what was bought (docs/deliveries.md): written in this transaction, so a refusal leaves none.
  await queueDeliveries(tx, {
    accountId: p.accountId, server: p.server, characterId: character.id, origin: 'points', ref: orderId, now: p.now,
    lines: lines.map((l) => ({ itemId: l.product.item_id, category: l.product.category, amount: l.amount })),
  });
  const outcome: Outcome = { success: `Achat effectué : ${summary} pour ${character.firstname} ${character.lastname}.`, shopTokens: balance };
  if (key) await storeAnswer(tx, p.accountId, key, outcome);
  return outcome;
}

/**
 * Inserting the key first makes a concurrent twin wait on it, then replay the stored
 * answer; a key sent again with another request (server, character or lines) is refused.
 */
async function replayOf(tx: Queryable, p: Purchase, key: string): Promise<Outcome | null> {
  const requestHash = sha256(JSON.stringify([p.server, p.body]));
  if (await claimKey(tx, p.accountId, key, requestHash, p.now)) return null;
  const stored = await storedAnswer<Outcome>(tx, p.accountId, key);
  if (stored?.requestHash && stored.requestHash !== requestHash) throw fail(422, 'Cette clé d’idempotence a déjà servi pour un autre achat.');
  if (!stored?.answer) throw fail(409, 'Cet achat est déjà en cours de traitement.');
  return stored.answer;
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
  // Today's offers read the whole catalogue: only a basket with a daily-shop line needs them.
  const daily = p.body.products.some((l) => l.isFromDailyShop);
  const offers = new Set(daily ? (await todaysOffers(tx, p.now)).map((o) => o.item_id) : []);
  const running = await runningSales(tx, p.now);
  const lines = [...merged.entries()].map(([key, { amount, fromDailyShop }]): Line => {
    const itemId = key.split('|')[0]!;
    const product = byId.get(itemId);
    if (!product) throw lineFail(404, itemId, 'Ce produit n’existe plus.');
    if (product.price < 0) throw lineFail(409, itemId, `« ${product.name} » ne peut pas être acheté.`);
    if (product.money_type !== 'tokens') throw lineFail(400, itemId, `« ${product.name} » s’achète sur la boutique en ligne.`);
    if (fromDailyShop && !offers.has(itemId)) throw lineFail(409, itemId, `« ${product.name} » ne fait pas partie des offres du jour.`);
    if (!fromDailyShop && product.is_daily_shop_only) throw lineFail(409, itemId, `« ${product.name} » n’est vendu que dans la boutique du jour.`);
    if (fromDailyShop && amount !== 1) throw lineFail(400, itemId, `« ${product.name} » : une offre du jour s’achète à l’unité.`);
    return { product, amount, fromDailyShop, unit: unitPrice(product, fromDailyShop, saleOf(product, running)) };
  });
  for (const shown of p.body.products) refuseChangedPrice(shown, lines);
  return lines.sort((a, b) => a.product.item_id.localeCompare(b.product.item_id));
}

/**
 * A line whose price changed since the player saw it (a sale began or ended, an admin's
 * edit) is refused, naming it, rather than charged a price they never saw.
 */
function refuseChangedPrice(shown: BuyBody['products'][number], lines: readonly Line[]): void {
  const line = lines.find((l) => l.product.item_id === shown.itemId && l.fromDailyShop === shown.isFromDailyShop)!;
  if (shown.unitPrice === undefined || shown.unitPrice === line.unit) return;
  throw lineFail(409, shown.itemId, `Le prix de « ${line.product.name} » a changé : ${formatTokens(line.unit)} au lieu de ${formatTokens(shown.unitPrice)}.`);
}

/** The per-character limit counts every line of a product (its daily offer and the normal one). */
async function checkLimits(tx: Queryable, characterId: number, lines: Line[]): Promise<void> {
  const amounts = new Map<string, { product: ProductRow; amount: number }>();
  for (const { product, amount } of lines) {
    amounts.set(product.item_id, { product, amount: (amounts.get(product.item_id)?.amount ?? 0) + amount });
  }
  for (const { product, amount } of amounts.values()) {
    const limit = product.character_limit;
    if (limit !== null && (await boughtByCharacter(tx, characterId, product.item_id)) + amount > limit) {
      throw lineFail(409, product.item_id, `Limite atteinte : ${limit} « ${product.name} » par personnage.`);
    }
  }
}

async function takeLineStock(tx: Queryable, line: Line): Promise<void> {
  if (!(await takeStock(tx, line.product.item_id, line.amount))) throw lineFail(409, line.product.item_id, `Stock insuffisant pour « ${line.product.name} ».`);
}

/** The ledger's debit, refused when the balance does not cover it (or is below zero after a reversal). */
async function debit(tx: Queryable, change: BalanceChange): Promise<number> {
  const balance = await changeBalance(tx, change, { cover: true });
  if (balance !== undefined) return balance;
  throw new HttpError(400, { error: { message: NOT_ENOUGH_POINTS, shopTokensAmount: (await balanceOf(tx, change.accountId)) ?? 0 } });
}
