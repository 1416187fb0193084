// Table `purchases`: every line bought with H-Points.
import type { Transaction } from '../../src/api/contract/misc';
import type { Queryable } from './queryable';

export interface NewPurchase {
  orderId: string;
  accountId: number;
  characterId: number;
  itemId: string;
  quantity: number;
  unitPrice: number;
  fromDailyShop: boolean;
  createdAt: Date;
}

export async function insertPurchase(db: Queryable, p: NewPurchase): Promise<void> {
  await db.query(
    `INSERT INTO purchases (order_id, account_id, character_id, item_id, quantity, unit_price, from_daily_shop, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [p.orderId, p.accountId, p.characterId, p.itemId, p.quantity, p.unitPrice, p.fromDailyShop, p.createdAt],
  );
}

/** How many of this product the character has bought, ever. */
export async function boughtByCharacter(db: Queryable, characterId: number, itemId: string): Promise<number> {
  const [row] = await db.query<{ bought: number }>(
    'SELECT coalesce(sum(quantity), 0)::int AS bought FROM purchases WHERE character_id = $1 AND item_id = $2',
    [characterId, itemId],
  );
  return row?.bought ?? 0;
}

/** Units sold per product since a date. */
export async function salesSince(db: Queryable, since: Date): Promise<{ item_id: string; sold: number }[]> {
  return db.query<{ item_id: string; sold: number }>(
    'SELECT item_id, sum(quantity)::int AS sold FROM purchases WHERE created_at > $1 GROUP BY item_id',
    [since],
  );
}

/** The account's purchase lines, newest first; `date` as the driver reads it. */
export async function purchaseHistory(db: Queryable, accountId: number): Promise<Transaction[]> {
  return db.query<Transaction>(
    `SELECT p.id::text AS id, p.created_at AS date, json_build_object('id', p.item_id, 'name', pr.name) AS "packageData", p.quantity,
       'purchase' AS kind, -(p.unit_price * p.quantity) AS points
     FROM purchases p JOIN products pr ON pr.item_id = p.item_id WHERE p.account_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    [accountId],
  );
}

/** An order's lines locked for a refund: who bought, what it cost, whether it was refunded. */
export async function lockOrder(db: Queryable, orderId: string): Promise<{ accountId: number; username: string; total: number; refundedAt: Date | null } | undefined> {
  const rows = await db.query<{ account_id: number; username: string; quantity: number; unit_price: number; refunded_at: Date | null }>(
    `SELECT p.account_id, a.username, p.quantity, p.unit_price, p.refunded_at FROM purchases p JOIN accounts a ON a.id = p.account_id
     WHERE p.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [orderId],
  );
  const [first] = rows;
  if (!first) return undefined;
  return { accountId: first.account_id, username: first.username, total: rows.reduce((s, r) => s + r.quantity * r.unit_price, 0), refundedAt: first.refunded_at };
}

export async function markOrderRefunded(db: Queryable, orderId: string, now: Date): Promise<void> {
  await db.query('UPDATE purchases SET refunded_at = $2 WHERE order_id = $1', [orderId, now]);
}
