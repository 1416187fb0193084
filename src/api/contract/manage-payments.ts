// The console's Tebex payments: every payment Tebex sent, credited, refunded, disputed or
// unmatched (recorded without a buyer the shop knows), and an admin's credit of an unmatched
// one to a player. Spread into `manageEndpoints` (./manage).
import * as z from 'zod/mini';
import { endpoint } from './endpoints';

/**
 * `credited`; `refunded`, `disputed` (a chargeback; a won dispute is `credited` again);
 * `unmatched`: no buyer the shop knows (an admin may credit it to a player, the player may
 * claim it in game); `ignored`: a buyer, but nothing credited (`reason` says why).
 */
export const PaymentState = z.enum(['credited', 'refunded', 'disputed', 'unmatched', 'ignored']);
export type PaymentState = z.infer<typeof PaymentState>;

export const ManagedPayment = z.object({
  transactionId: z.string(),
  /** When Tebex made it (else when the shop received it), ISO. */
  at: z.string(),
  state: PaymentState,
  /** What it paid (two decimals) and in which currency; null when the webhook did not say. */
  amount: z.nullable(z.number()),
  currency: z.nullable(z.string()),
  /** The account credited (the buyer), when there is one. */
  buyer: z.nullable(z.object({ id: z.string(), username: z.string() })),
  /** The customer as Tebex names them (their Cfx.re username, else their email). */
  customer: z.nullable(z.string()),
  products: z.array(z.object({ name: z.string(), quantity: z.number() })),
  /** Why nothing was credited (French), for `unmatched` and `ignored`. */
  reason: z.nullable(z.string()),
});
export type ManagedPayment = z.infer<typeof ManagedPayment>;

export const PaymentsQuery = z.object({ state: z.optional(z.enum(['all', 'unmatched', 'credited', 'reversed'])) });
export const PaymentsAnswer = z.object({ payments: z.array(ManagedPayment) });

export const PaymentParams = z.object({ transactionId: z.string().check(z.minLength(1), z.maxLength(200)) });
export const CreditPaymentBody = z.object({ accountId: z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)) });
export type CreditPaymentBody = z.infer<typeof CreditPaymentBody>;
/** What the player received: H-Points (packs and a rank's monthly ones) and the rank paid. */
export const CreditPaymentAnswer = z.object({ credited: z.object({ points: z.optional(z.number()), rank: z.optional(z.string()) }) });

const admin = 'admin' as const;
export const paymentsEndpoints = {
  payments: endpoint({
    method: 'GET', path: '/api/manage/payments', auth: admin, query: PaymentsQuery, answer: PaymentsAnswer,
    summary: 'Tebex payments, newest first (200 at most): all, unmatched (no buyer known), credited, or reversed (refunded or disputed)',
  }),
  creditPayment: endpoint({
    method: 'POST', path: '/api/manage/payments/{transactionId}/credit', auth: admin, params: PaymentParams, body: CreditPaymentBody, answer: CreditPaymentAnswer,
    summary: 'Credit an unmatched Tebex payment to a player, once, as a payment naming them would have (ledger, rank, deliveries); audited',
  }),
} as const;
