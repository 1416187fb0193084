// Table `tebex_transactions`: the lines of hosted-store (cash) payments credited, in the buyer's history.
import type { Transaction } from '../../src/api/contract/misc';
import type { Queryable } from './queryable';

/** The account's hosted-store payments, newest first; `date` as the driver reads it. */
export async function tebexHistory(db: Queryable, accountId: number): Promise<Transaction[]> {
  return db.query<Transaction>(
    `SELECT id, created_at AS date, json_build_object('id', package_id, 'name', package_name) AS "packageData", quantity
     FROM tebex_transactions WHERE account_id = $1 ORDER BY created_at DESC, id`,
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
