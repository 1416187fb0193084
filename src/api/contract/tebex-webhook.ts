// The call Tebex makes to the shop when a payment completes (and to validate the
// endpoint): signed with X-Signature, never called by the web or NUI client, so it
// has its own table, which the clients never import (none of it lands in their bundles).
import * as z from 'zod/mini';
import { endpoint } from './endpoints';

const Money = z.object({ amount: z.number(), currency: z.string() });

/** One package of a payment, as Tebex sends it. */
export const TebexWebhookProduct = z.object({
  /** The Tebex package id (`tebexPackageId` of a cash product). */
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  quantity: z.number(),
  base_price: z.optional(Money),
  paid_price: z.optional(Money),
  variables: z.optional(z.array(z.object({ identifier: z.string(), option: z.string() }))),
  /** The package's own `custom` as the client added it: `gift_target_data {id, nickname}` for a gift. */
  custom: z.nullish(z.unknown()),
});

/** `subject` of `payment.completed` (and of the other `payment.*` events). */
export const TebexPaymentSubject = z.object({
  /** Unique per payment: the shop credits each one once. */
  transaction_id: z.string().check(z.minLength(1)),
  status: z.optional(z.object({ id: z.number(), description: z.string() })),
  created_at: z.optional(z.string()),
  price: z.optional(Money),
  price_paid: z.optional(Money),
  customer: z.optional(
    z.object({
      email: z.nullish(z.string()),
      username: z.nullish(z.object({ id: z.union([z.number(), z.string()]), username: z.string() })),
    }),
  ),
  products: z.array(TebexWebhookProduct),
  /** The basket's `custom` (TebexBasketCustom: `{accountId, server}`): who bought. */
  custom: z.nullish(z.unknown()),
  /** Set when the payment is a period of a subscription (a recurring package). */
  recurring_payment_reference: z.nullish(z.string().check(z.minLength(1))),
});
export type TebexPaymentSubject = z.infer<typeof TebexPaymentSubject>;

/** `subject` of the `recurring-payment.*` events: a subscription and its payments. */
export const TebexRecurringPaymentSubject = z.object({
  reference: z.string().check(z.minLength(1)),
  created_at: z.optional(z.string()),
  /** When the next period is due: the paid period runs until then. */
  next_payment_at: z.nullish(z.string()),
  status: z.optional(z.object({ id: z.number(), description: z.string() })),
  cancelled_at: z.nullish(z.string()),
  initial_payment: z.nullish(TebexPaymentSubject),
  last_payment: z.nullish(TebexPaymentSubject),
});
export type TebexRecurringPaymentSubject = z.infer<typeof TebexRecurringPaymentSubject>;

/** Every webhook: `{id, type, date, subject}`. */
export const TebexWebhookEnvelope = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  date: z.optional(z.string()),
  subject: z.unknown(),
});
export type TebexWebhookEnvelope = z.infer<typeof TebexWebhookEnvelope>;

/** The body as documented: `validation.webhook` has an empty subject, `payment.completed` a payment. */
export const TebexWebhookBody = z.object({
  id: z.string(),
  type: z.string(),
  date: z.optional(z.string()),
  subject: z.union([TebexPaymentSubject, TebexRecurringPaymentSubject, z.object({})]),
});

/**
 * `{id}` echoes the webhook's id (what Tebex expects of `validation.webhook`).
 * `result`: `validated`, `credited` (a payment credited), `applied` (a subscription
 * event or a reversal applied), `duplicate` (this webhook, or this transaction's
 * effect, was applied already: nothing more changes), `ignored` (recorded, nothing
 * changed: `reason`).
 */
export const TebexWebhookAnswer = z.object({
  id: z.string(),
  result: z.enum(['validated', 'credited', 'applied', 'duplicate', 'ignored']),
  reason: z.optional(z.string()),
});
export type TebexWebhookAnswer = z.infer<typeof TebexWebhookAnswer>;

export const tebexWebhookEndpoints = {
  webhook: endpoint({
    method: 'POST',
    path: '/api/tebex/webhook',
    summary:
      'Tebex webhook: validation.webhook answered {id}; payment.completed credits the points or rank once per transaction_id; recurring-payment.* move a subscription; payment.refunded and payment.dispute.opened reverse a payment once, payment.dispute.won credits it again; each webhook id applied once; header X-Signature (401 when wrong)',
    auth: 'tebexSignature',
    body: TebexWebhookBody,
    answer: TebexWebhookAnswer,
  }),
} as const;
