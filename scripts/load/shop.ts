// The proofs' players, products and purchases: set up through the server's own database
// modules, every purchase sent remembered by its Idempotency-Key with what it charges, and
// the invariants read back from the database.
import { randomUUID } from 'node:crypto';
import { insertAccount } from '../../server/db/accounts';
import { insertCharacter } from '../../server/db/characters';
import { changeBalance, ledgerMismatches } from '../../server/db/ledger';
import { upsertProduct } from '../../server/db/products';
import type { Database } from '../../server/db/queryable';
import { hashPassword } from '../../server/services/passwords';

export const PASSWORD = 'mot-de-passe-de-charge';
export const STOCK = 150;
export const LIMIT = 2;

/** The products the load buys (own catalogue, H-Points). */
export const PRODUCTS = {
  charge_stock: { price: 40, stocks: STOCK as number | null, characterLimit: undefined as number | undefined },
  charge_limite: { price: 25, stocks: null, characterLimit: LIMIT },
  charge_courant: { price: 5, stocks: null, characterLimit: undefined },
  charge_cher: { price: 300, stocks: null, characterLimit: undefined },
} as const;
type ItemId = keyof typeof PRODUCTS;

type Group = 'stock' | 'limit' | 'common' | 'poor';
type Server = 'hurricane_fa' | 'hurricane';

export interface Player {
  index: number;
  id: number;
  username: string;
  license: string;
  group: Group;
  start: number;
  /** Two characters on hurricane_fa, one on hurricane. */
  fa: [number, number];
  hurricane: number;
  cookie: string;
  shopVer?: string;
  bought: number;
  /** Keys answered 200, for replays. */
  answered: string[];
}

export interface Buy {
  key: string;
  player: Player;
  server: Server;
  body: string;
  lines: { itemId: ItemId; amount: number }[];
  charge: number;
  phase: string;
  /** The final answer's status (undefined: none yet). */
  status?: number;
  answer?: { success: string; shopTokens: number };
  /** Answered only when sent again with its key after the load (cut, time-out or 5xx first). */
  retried?: boolean;
}

export const buys = new Map<string, Buy>();

export async function createPlayers(db: Database, count: number): Promise<Player[]> {
  const hash = await hashPassword(PASSWORD);
  const now = new Date();
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const group: Group = index < count * 0.3 ? 'stock' : index < count * 0.6 ? 'limit' : index < count * 0.9 ? 'common' : 'poor';
    const start = group === 'poor' ? 650 : 50_000;
    const username = `charge_${index}`;
    const license = `license:charge_${index}`;
    const player = await db.transaction(async (tx) => {
      const id = await insertAccount(tx, now, { username, hash, license });
      await changeBalance(tx, { accountId: id, delta: start, kind: 'opening', ref: null, note: 'Preuves de charge', at: now });
      const character = (server: Server, n: number) =>
        insertCharacter(tx, { accountId: id, server, firstname: 'Charge', lastname: `${index}-${n}`, dob: '2000-01-01', pob: 'Los Santos', height: 180 });
      const fa: [number, number] = [await character('hurricane_fa', 1), await character('hurricane_fa', 2)];
      return { index, id, username, license, group, start, fa, hurricane: await character('hurricane', 3), cookie: '', bought: 0, answered: [] };
    });
    players.push(player);
  }
  return players;
}

export async function createAccount(db: Database, username: string): Promise<number> {
  return insertAccount(db, new Date(), { username, hash: await hashPassword(PASSWORD) });
}

export async function createProducts(db: Database): Promise<void> {
  let index = 900;
  for (const [itemId, p] of Object.entries(PRODUCTS)) {
    await upsertProduct(db, {
      itemId, label: 'Charge', name: `Produit ${itemId}`, category: 'item', price: p.price, moneyType: 'tokens',
      description: '<p>Produit des preuves de charge.</p>', images: [], index: index++, stocks: p.stocks,
      ...(p.characterLimit !== undefined && { characterLimit: p.characterLimit }),
    });
  }
}

/** The player's next basket (by group), remembered under a new Idempotency-Key. */
export function newBuy(player: Player, phase: string, opts: { common?: boolean } = {}): Buy {
  const n = player.bought++;
  let server: Server = 'hurricane_fa';
  let character = player.fa[0];
  let lines: Buy['lines'];
  switch (opts.common ? 'common' : player.group) {
    case 'stock':
      if (n % 2 === 0) lines = [{ itemId: 'charge_stock', amount: 1 }, { itemId: 'charge_courant', amount: 1 }];
      else [lines, server, character] = [[{ itemId: 'charge_courant', amount: 2 }], 'hurricane', player.hurricane];
      break;
    case 'limit':
      if (n % 2 === 0) [lines, character] = [[{ itemId: 'charge_limite', amount: 1 }], player.fa[(n / 2) % 2]!];
      else lines = [{ itemId: 'charge_courant', amount: 1 }];
      break;
    case 'common':
      lines = [{ itemId: 'charge_courant', amount: 1 }];
      if (n % 2 === 1) [server, character] = ['hurricane', player.hurricane];
      break;
    case 'poor':
      lines = [{ itemId: 'charge_cher', amount: 1 }];
      break;
  }
  const buy: Buy = {
    key: `${phase}-${player.index}-${n}-${randomUUID().slice(0, 8)}`,
    player, server, lines, phase,
    body: JSON.stringify({ characterDbId: character, products: lines.map((l) => ({ ...l, isFromDailyShop: false })) }),
    charge: lines.reduce((sum, l) => sum + PRODUCTS[l.itemId].price * l.amount, 0),
  };
  buys.set(buy.key, buy);
  return buy;
}

export const buyHeaders = (buy: Buy): Record<string, string> => ({
  Cookie: buy.player.cookie, gameServer: buy.server, 'Content-Type': 'application/json', 'Idempotency-Key': buy.key,
});

/** Records a first answer (or a retry's); false when a 200 does not carry {success, shopTokens}. */
export function recordAnswer(buy: Buy, status: number, text: string): boolean {
  buy.status = status;
  if (status !== 200) return true;
  try {
    const json = JSON.parse(text) as { success?: unknown; shopTokens?: unknown };
    if (typeof json.success !== 'string' || typeof json.shopTokens !== 'number') return false;
    buy.answer = { success: json.success, shopTokens: json.shopTokens };
    buy.player.answered.push(buy.key);
    return true;
  } catch {
    return false;
  }
}

/** What the database says against what the answers say; each entry a problem (empty: all holds). */
export async function invariants(db: Database, players: Player[]): Promise<Record<string, string[]>> {
  const ids = players.map((p) => p.id);
  const problems: Record<string, string[]> = {
    stock: [], limit: [], balance: [], ledger: [], purchases: [], halfDone: [], deliveries: [],
  };
  const ok = [...buys.values()].filter((b) => b.status === 200);

  // Stock: never below zero; what left the stock is what the 200s bought.
  const [product] = await db.query<{ stocks: number }>("SELECT stocks FROM products WHERE item_id = 'charge_stock'");
  const [sold] = await db.query<{ n: number }>("SELECT coalesce(sum(quantity), 0)::int AS n FROM purchases WHERE item_id = 'charge_stock'");
  const answeredSold = ok.flatMap((b) => b.lines).filter((l) => l.itemId === 'charge_stock').reduce((s, l) => s + l.amount, 0);
  if (product!.stocks < 0) problems.stock!.push(`stock ${product!.stocks} < 0`);
  if (STOCK - product!.stocks !== sold!.n || sold!.n !== answeredSold) {
    problems.stock!.push(`stock ${STOCK} → ${product!.stocks}, purchases ${sold!.n}, successful answers ${answeredSold}`);
  }

  // Per-character limit.
  for (const row of await db.query<{ character_id: number; n: number }>(
    "SELECT character_id, sum(quantity)::int AS n FROM purchases WHERE item_id = 'charge_limite' GROUP BY character_id HAVING sum(quantity) > $1",
    [LIMIT],
  )) problems.limit!.push(`character ${row.character_id}: ${row.n} > ${LIMIT}`);

  // Balances: start minus what the successful answers charged; purchases: one per line of each.
  const balances = new Map(
    (await db.query<{ id: number; shop_tokens: number }>('SELECT id, shop_tokens FROM accounts WHERE id = ANY($1)', [ids])).map((r) => [r.id, r.shop_tokens]),
  );
  const lineCounts = new Map(
    (await db.query<{ account_id: number; n: number }>('SELECT account_id, count(*)::int AS n FROM purchases WHERE account_id = ANY($1) GROUP BY account_id', [ids])).map((r) => [r.account_id, r.n]),
  );
  for (const p of players) {
    const mine = ok.filter((b) => b.player === p);
    const expected = p.start - mine.reduce((s, b) => s + b.charge, 0);
    if (balances.get(p.id) !== expected) problems.balance!.push(`${p.username}: balance ${balances.get(p.id)}, expected ${expected}`);
    const lines = mine.reduce((s, b) => s + b.lines.length, 0);
    if ((lineCounts.get(p.id) ?? 0) !== lines) problems.purchases!.push(`${p.username}: ${lineCounts.get(p.id) ?? 0} purchase lines, answers say ${lines}`);
  }
  for (const m of await ledgerMismatches(db)) problems.ledger!.push(`account ${m.accountId}: balance ${m.balance}, ledger sum ${m.sum}`);

  // Nothing half-done: each order has its ledger entry (of its total) and one delivery per line; nothing else.
  const orders = await db.query<{ order_id: string; lines: number; total: number }>(
    'SELECT order_id, count(*)::int AS lines, sum(quantity * unit_price)::int AS total FROM purchases WHERE account_id = ANY($1) GROUP BY order_id',
    [ids],
  );
  const entries = new Map(
    (await db.query<{ ref: string; n: number; delta: number }>(
      "SELECT ref, count(*)::int AS n, sum(delta)::int AS delta FROM ledger_entries WHERE kind = 'purchase' AND account_id = ANY($1) GROUP BY ref",
      [ids],
    )).map((r) => [r.ref, r]),
  );
  const deliveries = await db.query<{ source_ref: string; item_id: string }>(
    "SELECT source_ref, item_id FROM deliveries WHERE origin = 'points' AND account_id = ANY($1)",
    [ids],
  );
  const deliveriesByOrder = new Map<string, number>();
  for (const d of deliveries) {
    const order = d.source_ref.split(':')[0]!;
    deliveriesByOrder.set(order, (deliveriesByOrder.get(order) ?? 0) + 1);
  }
  const orderIds = new Set(orders.map((o) => o.order_id));
  for (const o of orders) {
    const entry = entries.get(o.order_id);
    if (!entry || entry.n !== 1 || entry.delta !== -o.total) problems.halfDone!.push(`order ${o.order_id}: ledger ${JSON.stringify(entry)} for a total of ${o.total}`);
    if (deliveriesByOrder.get(o.order_id) !== o.lines) problems.deliveries!.push(`order ${o.order_id}: ${deliveriesByOrder.get(o.order_id) ?? 0} deliveries for ${o.lines} lines`);
  }
  for (const ref of entries.keys()) if (!orderIds.has(ref)) problems.halfDone!.push(`ledger entry ${ref} without its purchase`);
  for (const order of deliveriesByOrder.keys()) if (!orderIds.has(order)) problems.deliveries!.push(`deliveries of ${order} without a purchase`);
  const [unanswered] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE account_id = ANY($1) AND body IS NULL', [ids]);
  if (unanswered!.n) problems.halfDone!.push(`${unanswered!.n} idempotency keys stored without their answer`);
  return problems;
}

/** Deliveries of these accounts not acknowledged (nor cancelled), and those handed out more than once. */
export async function deliveryState(db: Database, players: Player[]): Promise<{ total: number; pending: number; leased: number; claimedTwice: number }> {
  const [row] = await db.query<{ total: number; pending: number; leased: number; twice: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE acked_at IS NULL AND cancelled_at IS NULL)::int AS pending,
       count(*) FILTER (WHERE acked_at IS NULL AND cancelled_at IS NULL AND leased_until > now())::int AS leased,
       count(*) FILTER (WHERE claims > 1)::int AS twice
     FROM deliveries WHERE account_id = ANY($1)`,
    [players.map((p) => p.id)],
  );
  return { total: row!.total, pending: row!.pending, leased: row!.leased, claimedTwice: row!.twice };
}
