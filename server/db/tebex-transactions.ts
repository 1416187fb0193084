// Table `tebex_transactions`: hosted-store (cash) payments credited to an account.
import type { Transaction } from '../../src/api/contract/misc';
import type { Queryable } from './queryable';

/** The account's hosted-store payments, newest first; `date` as the driver reads it. */
export async function tebexHistory(db: Queryable, accountId: number): Promise<Transaction[]> {
  return db.query<Transaction>(
    `SELECT id, created_at AS date, json_build_object('id', package_id, 'name', package_name) AS "packageData", quantity
     FROM tebex_transactions WHERE account_id = $1 ORDER BY created_at DESC`,
    [accountId],
  );
}
