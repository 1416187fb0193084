// Table `tebex_payments`: every signed payment webhook Tebex sent, once per transaction id.
import type { Queryable } from './queryable';

export interface TebexPaymentRecord {
  transactionId: string;
  webhookId: string;
  /** The buyer, when the basket's custom named a known account. */
  accountId: number | null;
  status: 'credited' | 'ignored';
  /** Why nothing was credited (French, for admins). */
  reason: string | null;
  /** The webhook as received. */
  body: unknown;
  receivedAt: Date;
}

/**
 * Records the payment unless its transaction id is recorded already: true when this
 * call recorded it (the caller credits it), false for a replay. A payment recorded
 * as `ignored` is recorded again (Tebex's "resend" after an admin fixed the cause);
 * a `credited` one never, nor one refunded or charged back meanwhile. Concurrent calls for one id: the unique key makes the
 * second wait for the first and then see its row.
 */
export async function recordTebexPayment(db: Queryable, p: TebexPaymentRecord): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO tebex_payments (transaction_id, webhook_id, account_id, status, reason, body, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (transaction_id) DO UPDATE SET webhook_id = excluded.webhook_id, account_id = excluded.account_id,
       status = excluded.status, reason = excluded.reason, body = excluded.body, received_at = excluded.received_at
     WHERE tebex_payments.status = 'ignored' AND (tebex_payments.reversal IS NULL OR tebex_payments.reversal = 'won')
     RETURNING transaction_id`,
    [p.transactionId, p.webhookId, p.accountId, p.status, p.reason, JSON.stringify(p.body), p.receivedAt],
  );
  return rows.length > 0;
}

/** How a credited payment came back: refunded, disputed (a chargeback), or a dispute the seller won. */
export type Reversal = 'refunded' | 'disputed' | 'won';

/** The payment's state, its row locked until the transaction ends; undefined when it is unknown. */
export async function lockPayment(db: Queryable, transactionId: string): Promise<{ status: 'credited' | 'ignored'; reversal: Reversal | null } | undefined> {
  const [row] = await db.query<{ status: 'credited' | 'ignored'; reversal: Reversal | null }>(
    'SELECT status, reversal FROM tebex_payments WHERE transaction_id = $1 FOR NO KEY UPDATE',
    [transactionId],
  );
  return row;
}

/** Records how the payment came back and when (`won`: the money is back, no reversal date). */
export async function setReversal(db: Queryable, transactionId: string, reversal: Reversal, at: Date): Promise<void> {
  await db.query(
    `UPDATE tebex_payments SET reversal = $2, reversed_at = CASE WHEN $2 = 'won' THEN NULL ELSE $3::timestamptz END WHERE transaction_id = $1`,
    [transactionId, reversal, at],
  );
}

/** A payment as recorded, its row locked until the transaction ends (the in-game claim); undefined when it is unknown. */
export async function lockRecordedPayment(
  db: Queryable,
  transactionId: string,
): Promise<{ status: 'credited' | 'ignored'; reversal: Reversal | null; account_id: number | null; body: unknown } | undefined> {
  const [row] = await db.query<{ status: 'credited' | 'ignored'; reversal: Reversal | null; account_id: number | null; body: unknown }>(
    'SELECT status, reversal, account_id, body FROM tebex_payments WHERE transaction_id = $1 FOR NO KEY UPDATE',
    [transactionId],
  );
  return row;
}
