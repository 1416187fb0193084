// The webhooks the sandbox sends, in Tebex's shapes: `{id, type, date, subject}`, the
// subject a payment (`payment.*`) or a recurring payment (`recurring-payment.*`), and
// how they reach the shop: `POST /api/tebex/webhook` through `dispatch`, signed as Tebex
// signs (X-Signature over the raw body), so the shop handles them as it does Tebex's.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Deps } from '../http/app-env';
import { tebexSignature, tebexWebhookSecret } from '../http/tebex-signature';

/** Hands a request to the shop app itself (the webhook goes through every middleware, as Tebex's would). */
export type Dispatch = (request: Request) => Response | Promise<Response>;

export interface Money {
  amount: number;
  currency: string;
}

export interface Status {
  id: number;
  description: string;
}

export interface PaymentProduct {
  id: number;
  name: string;
  quantity: number;
  base_price: Money;
  paid_price: Money;
  variables: { identifier: string; option: string }[];
  expires_at: string | null;
  custom: unknown;
  username: { id: string; username: string };
}

/** Tebex's payment subject (`payment.completed`, `.refunded`, `.dispute.*`, and a recurring payment's payments). */
export interface PaymentSubject {
  transaction_id: string;
  status: Status;
  payment_sequence: 'oneoff' | 'recurring';
  created_at: string;
  price: Money;
  price_paid: Money;
  payment_method: { name: string; refundable: boolean };
  fees: { tax: Money; gateway: Money };
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    ip: string;
    username: { id: string; username: string };
    marketing_consent: boolean;
    country: string;
    postal_code: string | null;
  };
  products: PaymentProduct[];
  coupons: unknown[];
  gift_cards: unknown[];
  /** The recurring payment this payment belongs to; null for a one-off payment. */
  recurring_payment_reference: string | null;
  /** The basket's custom: `{accountId, server, username}` (who bought). */
  custom: unknown;
  revenue_share: unknown[];
  decline_reason: { code: string; message: string } | null;
  creator_code: string | null;
}

/** Tebex's RecurringPaymentSubject (`recurring-payment.*`). */
export interface RecurringPaymentSubject {
  reference: string;
  created_at: string;
  next_payment_at: string;
  status: Status;
  initial_payment: PaymentSubject;
  last_payment: PaymentSubject;
  fail_count: number;
  price: Money;
  cancelled_at: string | null;
  cancel_reason: string | null;
}

/** A payment's `status` as Tebex writes it. */
export const PAYMENT_STATUS = {
  complete: { id: 1, description: 'Complete' },
  refund: { id: 2, description: 'Refund' },
  chargeback: { id: 3, description: 'Chargeback' },
} as const satisfies Record<string, Status>;

/** A recurring payment's `status` as Tebex writes it. */
export const RECURRING_STATUS = {
  active: { id: 2, description: 'Active' },
  expired: { id: 4, description: 'Expired' },
  cancelled: { id: 5, description: 'Cancelled' },
} as const satisfies Record<string, Status>;

export type WebhookType =
  | 'payment.completed'
  | 'payment.refunded'
  | 'payment.dispute.opened'
  | 'payment.dispute.won'
  | 'recurring-payment.started'
  | 'recurring-payment.renewed'
  | 'recurring-payment.cancellation.requested'
  | 'recurring-payment.cancellation.aborted'
  | 'recurring-payment.ended';

export interface Webhook<S = PaymentSubject | RecurringPaymentSubject> {
  id: string;
  type: WebhookType;
  date: string;
  subject: S;
}

/** A webhook as Tebex sends it: a new id for every send. */
export function webhook<S>(type: WebhookType, subject: S, now: Date): Webhook<S> {
  return { id: randomUUID(), type, date: now.toISOString(), subject };
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** One transaction id per basket, in Tebex's format (`tbx-26929122a56954-2a5be3`): paying twice at once credits once. */
export function sandboxTransactionId(ident: string): string {
  const hash = hashOf(ident);
  return `tbx-${hash.slice(0, 14)}-${hash.slice(14, 20)}`;
}

/** A renewal's transaction id: a new one each time, in the same format. */
export function newTransactionId(): string {
  return `tbx-${randomBytes(7).toString('hex')}-${randomBytes(3).toString('hex')}`;
}

/** One recurring payment per basket, in Tebex's format (`tbx-r-1702477363-61c9d6`). */
export function sandboxRecurringReference(ident: string): string {
  const hash = hashOf(`recurring:${ident}`);
  return `tbx-r-${hash.slice(0, 10)}-${hash.slice(10, 16)}`;
}

/** The same day and time one month later (the month's last day when it has no such day), in UTC. */
export function addMonth(iso: string): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.toISOString();
}

/** The recurring payment a first payment opens (`recurring-payment.started`): the next payment one month after it. */
export function startedSubscription(payment: PaymentSubject, now: Date): RecurringPaymentSubject {
  if (!payment.recurring_payment_reference) throw new Error('a one-off payment opens no recurring payment');
  return {
    reference: payment.recurring_payment_reference,
    created_at: now.toISOString(),
    next_payment_at: addMonth(payment.created_at),
    status: RECURRING_STATUS.active,
    initial_payment: payment,
    last_payment: payment,
    fail_count: 0,
    price: payment.price_paid,
    cancelled_at: null,
    cancel_reason: null,
  };
}

/**
 * A renewal: a new payment (new transaction id, the recurring price) and the recurring
 * payment with it as `last_payment`, its next payment one month past the previous one.
 */
export function renewedSubscription(subscription: RecurringPaymentSubject, now: Date): { subscription: RecurringPaymentSubject; payment: PaymentSubject } {
  const previous = subscription.last_payment;
  const payment: PaymentSubject = {
    ...previous,
    transaction_id: newTransactionId(),
    status: PAYMENT_STATUS.complete,
    payment_sequence: 'recurring',
    created_at: now.toISOString(),
    price: subscription.price,
    price_paid: subscription.price,
    coupons: [],
    gift_cards: [],
    creator_code: null,
    recurring_payment_reference: subscription.reference,
  };
  return {
    payment,
    subscription: {
      ...subscription,
      last_payment: payment,
      next_payment_at: addMonth(subscription.next_payment_at),
      status: RECURRING_STATUS.active,
      fail_count: 0,
    },
  };
}

/** The shop's answer to one webhook, as the sandbox page shows it. */
export interface Delivery {
  type: WebhookType;
  /** The webhook's id (unique per send). */
  id: string;
  /** The HTTP status the shop answered. */
  status: number;
  /** `result` of the shop's JSON answer (`credited`, `applied`, `duplicate`, `ignored`…), or null when it had none. */
  result: string | null;
  /** `reason` of the answer, or the body of a refusal. */
  reason: string | null;
}

/** Whether the shop took the webhook (2xx): else Tebex would send it again later. */
export const delivered = (delivery: Delivery) => delivery.status >= 200 && delivery.status < 300;

/**
 * Sends a webhook to the shop's own `POST /api/tebex/webhook` (at `origin`), signed with
 * the secret the shop checks (TEBEX_WEBHOOK_SECRET, or the development one).
 */
export async function sendWebhook(deps: Deps, dispatch: Dispatch, origin: string, hook: Webhook<unknown>): Promise<Delivery> {
  const secret = tebexWebhookSecret(deps);
  if (!secret) return { type: hook.type, id: hook.id, status: 503, result: null, reason: 'Aucun secret de webhook.' };
  const body = JSON.stringify(hook);
  const response = await dispatch(
    new Request(`${origin}/api/tebex/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': tebexSignature(secret, body), 'User-Agent': 'Tebex-Webhooks (sandbox)' },
      body,
    }),
  );
  const text = await response.text();
  let answer: { result?: unknown; reason?: unknown; error?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // not JSON: the text itself is the reason
  }
  const reason = typeof answer.reason === 'string' ? answer.reason : response.ok ? null : describeError(answer.error) ?? text;
  return { type: hook.type, id: hook.id, status: response.status, result: typeof answer.result === 'string' ? answer.result : null, reason };
}

function describeError(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return null;
}
