// The sandbox's own memory of what "Tebex" charged: tables sandbox_tebex_payments and
// sandbox_tebex_subscriptions (never read by the shop). Its payments page renews,
// cancels, ends, refunds and charges back from them, also after a restart.
import type { Queryable } from '../db/queryable';
import type { PaymentSubject, RecurringPaymentSubject } from './tebex-events';

/** What became of a payment on the sandbox's side (what its page offers next). */
export type SandboxPaymentState = 'completed' | 'refunded' | 'disputed' | 'dispute_won';

export interface SandboxPayment {
  transactionId: string;
  /** The basket it paid; null for a renewal (charged without a basket). */
  basketIdent: string | null;
  /** The recurring payment it belongs to, or null for a one-off payment. */
  reference: string | null;
  /** The payment as the webhooks carry it. */
  subject: PaymentSubject;
  state: SandboxPaymentState;
  createdAt: Date;
}

export interface SandboxSubscription {
  reference: string;
  subject: RecurringPaymentSubject;
  createdAt: Date;
}

interface PaymentRow {
  transaction_id: string;
  basket_ident: string | null;
  reference: string | null;
  subject: PaymentSubject;
  state: SandboxPaymentState;
  created_at: Date | string;
}

const toPayment = (row: PaymentRow): SandboxPayment => ({
  transactionId: row.transaction_id,
  basketIdent: row.basket_ident,
  reference: row.reference,
  subject: row.subject,
  state: row.state,
  createdAt: new Date(row.created_at),
});

const toSubscription = (row: { reference: string; subject: RecurringPaymentSubject; created_at: Date | string }): SandboxSubscription => ({
  reference: row.reference,
  subject: row.subject,
  createdAt: new Date(row.created_at),
});

/** Records a payment; false when its transaction id is recorded already (a basket paid twice at once). */
export async function insertSandboxPayment(db: Queryable, payment: Omit<SandboxPayment, 'state'>): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sandbox_tebex_payments (transaction_id, basket_ident, reference, subject, state, created_at)
     VALUES ($1, $2, $3, $4, 'completed', $5) ON CONFLICT (transaction_id) DO NOTHING RETURNING transaction_id`,
    [payment.transactionId, payment.basketIdent, payment.reference, JSON.stringify(payment.subject), payment.createdAt],
  );
  return rows.length > 0;
}

export async function findSandboxPayment(db: Queryable, transactionId: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.query<PaymentRow>('SELECT * FROM sandbox_tebex_payments WHERE transaction_id = $1', [transactionId]);
  return row && toPayment(row);
}

/** Newest first. */
export async function listSandboxPayments(db: Queryable): Promise<SandboxPayment[]> {
// At one instant (a fixed clock), a renewal (no basket) is newer than the payment it renews.
  const rows = await db.query<PaymentRow>('SELECT * FROM sandbox_tebex_payments ORDER BY created_at DESC, (basket_ident IS NULL) DESC, transaction_id');
  return rows.map(toPayment);
}

/**
 * Moves a payment from `from` to `to` with its new subject; false when it was no longer
 * in `from` (two clicks at once: the second changes nothing).
 */
export async function moveSandboxPayment(
  db: Queryable,
  transactionId: string,
  from: SandboxPaymentState,
  to: SandboxPaymentState,
  subject: PaymentSubject,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_tebex_payments SET state = $3, subject = $4 WHERE transaction_id = $1 AND state = $2 RETURNING transaction_id`,
    [transactionId, from, to, JSON.stringify(subject)],
  );
  return rows.length > 0;
}

/** Records a new recurring payment; false when its reference is recorded already. */
export async function insertSandboxSubscription(db: Queryable, subject: RecurringPaymentSubject, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO sandbox_tebex_subscriptions (reference, subject, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (reference) DO NOTHING RETURNING reference`,
    [subject.reference, JSON.stringify(subject), now],
  );
  return rows.length > 0;
}

export async function findSandboxSubscription(db: Queryable, reference: string): Promise<SandboxSubscription | undefined> {
  const [row] = await db.query<{ reference: string; subject: RecurringPaymentSubject; created_at: Date | string }>(
    'SELECT * FROM sandbox_tebex_subscriptions WHERE reference = $1',
    [reference],
  );
  return row && toSubscription(row);
}

/** Newest first. */
export async function listSandboxSubscriptions(db: Queryable): Promise<SandboxSubscription[]> {
  const rows = await db.query<{ reference: string; subject: RecurringPaymentSubject; created_at: Date | string }>(
    'SELECT * FROM sandbox_tebex_subscriptions ORDER BY created_at DESC, reference',
  );
  return rows.map(toSubscription);
}

/**
 * Replaces a subscription's subject when it is still the one the caller read (its status
 * and last payment unchanged): false when another action changed it in between.
 */
export async function replaceSandboxSubscription(db: Queryable, before: RecurringPaymentSubject, after: RecurringPaymentSubject): Promise<boolean> {
  const rows = await db.query(
    `UPDATE sandbox_tebex_subscriptions SET subject = $2
     WHERE reference = $1 AND subject->'status'->>'id' = $3 AND subject->'last_payment'->>'transaction_id' = $4
       AND coalesce(subject->>'cancelled_at', '') = $5
     RETURNING reference`,
    [before.reference, JSON.stringify(after), String(before.status.id), before.last_payment.transaction_id, before.cancelled_at ?? ''],
  );
  return rows.length > 0;
}

/** Forgets a payment (a renewal whose webhook the shop refused: as if never charged). */
export async function deleteSandboxPayment(db: Queryable, transactionId: string): Promise<void> {
  await db.query('DELETE FROM sandbox_tebex_payments WHERE transaction_id = $1', [transactionId]);
}
