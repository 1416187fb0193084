// Table `tebex_transactions`: the lines of hosted-store (cash) payments credited, in the buyer's history.
import type { Transaction } from '../../src/api/contract/misc';
import type { Queryable } from './queryable';

/**
 * The account's hosted-store payments, newest first; `date` as the driver reads it;
 * `points`: the H-Points a points pack credited to this account (null for a gift or a rank).
 */
export async function tebexHistory(db: Queryable, accountId: number): Promise<(Omit<Transaction, 'points'> & { points: number | null })[]> {
  return db.query(
    `SELECT t.id, t.created_at AS date, json_build_object('id', t.package_id, 'name', t.package_name) AS "packageData", t.quantity,
       'tebex' AS kind, CASE WHEN t.recipient_id = t.account_id THEN pr.grants_tokens * t.quantity END AS points
     FROM tebex_transactions t LEFT JOIN products pr ON pr.tebex_package_id = t.package_id
     WHERE t.account_id = $1 ORDER BY t.created_at DESC, t.id`,
    [accountId],
  );
}

export interface NewTebexTransaction {
  /** Shown in the history: the payment's transaction id (suffixed `-n` when it has several lines). */
  id: string;
  /** The Tebex payment it belongs to (`tebex_payments`). */
  transactionId: string;
  /** The buyer: the history is theirs. */
  accountId: number;
  /** Who was credited: the buyer, or the gift recipient. */
  recipientId: number;
  packageId: number;
  packageName: string;
  quantity: number;
  /** The recipient's nickname for a gift, else null. */
  giftTarget: string | null;
  createdAt: Date;
}

export async function insertTebexTransaction(db: Queryable, t: NewTebexTransaction): Promise<void> {
  await db.query(
    `INSERT INTO tebex_transactions (id, transaction_id, account_id, recipient_id, package_id, package_name, quantity, gift_target, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [t.id, t.transactionId, t.accountId, t.recipientId, t.packageId, t.packageName, t.quantity, t.giftTarget, t.createdAt],
  );
}
