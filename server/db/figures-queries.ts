// What the console's figures read (services/figures.ts): ledger entries, points orders and
// new accounts summed per UTC hour (Paris is a whole number of hours from UTC, so hours
// fall whole into Paris days), Tebex payments one by one (their amounts live in the
// webhook as received), and the subscriptions renewing now. Read only.
import type { Queryable } from './queryable';

/** Hours since the epoch, UTC: the bucket every sum below is grouped by. */
const HOUR = 'floor(extract(epoch FROM %s) / 3600)::int';
const hourOf = (column: string) => HOUR.replace('%s', column);

export interface LedgerHour {
  hour: number;
  /** H-Points points purchases took (kind `purchase`, as a positive number). */
  spent: number;
  /** H-Points credited: kinds `tebex` and `monthly`, and an admin's credits. */
  credited: number;
}

export async function ledgerHours(db: Queryable, start: Date, end: Date): Promise<LedgerHour[]> {
  return db.query<LedgerHour>(
    `SELECT ${hourOf('at')} AS hour,
       coalesce(sum(-delta) FILTER (WHERE kind = 'purchase'), 0)::int AS spent,
       coalesce(sum(delta) FILTER (WHERE kind IN ('tebex', 'monthly') OR (kind = 'admin' AND delta > 0)), 0)::int AS credited
     FROM ledger_entries WHERE at >= $1 AND at < $2 AND kind IN ('purchase', 'tebex', 'monthly', 'admin') GROUP BY 1`,
    [start, end],
  );
}

/** Points orders per hour (an order's lines share their date). */
export async function orderHours(db: Queryable, start: Date, end: Date): Promise<{ hour: number; orders: number }[]> {
  return db.query(
    `SELECT ${hourOf('created_at')} AS hour, count(DISTINCT order_id)::int AS orders FROM purchases
     WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
    [start, end],
  );
}

export async function newAccountHours(db: Queryable, start: Date, end: Date): Promise<{ hour: number; accounts: number }[]> {
  return db.query(
    `SELECT ${hourOf('created_at')} AS hour, count(*)::int AS accounts FROM accounts WHERE created_at >= $1 AND created_at < $2 GROUP BY 1`,
    [start, end],
  );
}

/** Points sales per product between the dates, refunded orders left out. */
export async function pointsSales(db: Queryable, start: Date, end: Date): Promise<{ itemId: string; name: string; count: number; points: number }[]> {
  return db.query(
    `SELECT p.item_id AS "itemId", pr.name, sum(p.quantity)::int AS count, sum(p.quantity * p.unit_price)::int AS points
     FROM purchases p JOIN products pr ON pr.item_id = p.item_id
     WHERE p.created_at >= $1 AND p.created_at < $2 AND p.refunded_at IS NULL GROUP BY p.item_id, pr.name`,
    [start, end],
  );
}

export interface RecordedPayment {
  transactionId: string;
  /** The payment as Tebex sent it (`subject` of its webhook). */
  subject: unknown;
  receivedAt: Date;
  reversal: 'refunded' | 'disputed' | 'won' | null;
  reversedAt: Date | null;
}

/**
 * Payments received, or reversed, since the date (a payment is received after Tebex made
 * it: one made since then was received since then; a claim only moves its reception later).
 */
export async function paymentsSince(db: Queryable, since: Date): Promise<RecordedPayment[]> {
  const rows = await db.query<Omit<RecordedPayment, 'receivedAt' | 'reversedAt'> & { receivedAt: Date | string; reversedAt: Date | string | null }>(
    `SELECT transaction_id AS "transactionId", body->'subject' AS subject, received_at AS "receivedAt", reversal, reversed_at AS "reversedAt"
     FROM tebex_payments WHERE received_at >= $1 OR reversed_at >= $1`,
    [since],
  );
  return rows.map((r) => ({ ...r, receivedAt: new Date(r.receivedAt), reversedAt: r.reversedAt === null ? null : new Date(r.reversedAt) }));
}

/** The latest payment as Tebex sent it: its currency is the store's. */
export async function latestPaymentSubject(db: Queryable): Promise<unknown> {
  const [row] = await db.query<{ subject: unknown }>(`SELECT body->'subject' AS subject FROM tebex_payments ORDER BY received_at DESC LIMIT 1`);
  return row?.subject;
}

/** The shop's products sold on Tebex, by package id. */
export async function tebexProducts(db: Queryable): Promise<{ itemId: string; name: string; packageId: number }[]> {
  return db.query(`SELECT item_id AS "itemId", name, tebex_package_id AS "packageId" FROM products WHERE tebex_package_id IS NOT NULL`);
}

/**
 * Subscriptions renewing now (status `active`), each with its latest period still paid:
 * the payment line (`lineId`, a transaction id, suffixed `-n` in a payment of several
 * lines) and that payment as Tebex sent it.
 */
export async function renewingSubscriptions(db: Queryable): Promise<{ rank: string; lineId: string | null; subject: unknown }[]> {
  return db.query(
    `SELECT s.rank, lp.transaction_id AS "lineId", tp.body->'subject' AS subject
     FROM subscriptions s
     LEFT JOIN LATERAL (SELECT rp.transaction_id FROM rank_periods rp WHERE rp.reference = s.reference AND rp.reversed_at IS NULL
       ORDER BY rp.paid_at DESC LIMIT 1) lp ON true
     LEFT JOIN tebex_transactions t ON t.id = lp.transaction_id
     LEFT JOIN tebex_payments tp ON tp.transaction_id = t.transaction_id
     WHERE s.status = 'active'`,
  );
}

/** Units sold of each product, ever: points purchases not refunded, Tebex lines of payments not refunded nor charged back. */
export async function unitsSold(db: Queryable): Promise<{ itemId: string; sold: number }[]> {
  return db.query(
    `SELECT item_id AS "itemId", sum(n)::int AS sold FROM (
       SELECT item_id, quantity AS n FROM purchases WHERE refunded_at IS NULL
       UNION ALL
       SELECT pr.item_id, t.quantity AS n FROM tebex_transactions t JOIN products pr ON pr.tebex_package_id = t.package_id
         LEFT JOIN tebex_payments p ON p.transaction_id = t.transaction_id WHERE p.reversal IS NULL OR p.reversal = 'won'
     ) s GROUP BY item_id`,
  );
}
