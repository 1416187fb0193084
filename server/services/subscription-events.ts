// Tebex's `recurring-payment.*` webhooks (docs/tebex.md): a subscription's paid periods,
// its end date (forward only) and its status. Runs in the webhook's transaction.
import type { TebexRecurringPaymentSubject, TebexWebhookEnvelope } from '../../src/api/contract/tebex-webhook';
import type { Queryable } from '../db/queryable';
import { findSubscription, moveUntil, setStatus, type SubscriptionStatus } from '../db/subscriptions';
import { refreshRank } from './ranks';
import { creditPayment, validDate, type PaymentOutcome } from './tebex-payments';

export const SUBSCRIPTION_EVENTS = [
  'recurring-payment.started',
  'recurring-payment.renewed',
  'recurring-payment.cancellation.requested',
  'recurring-payment.cancellation.aborted',
  'recurring-payment.ended',
  'recurring-payment.status-changed',
] as const;

/**
 * A started or renewed subscription credits its payment (once per transaction id, whether
 * this event or the payment's own `payment.completed` comes first); every event moves the
 * end to `next_payment_at` when later, and sets the status its type says. `ended` is final.
 */
export async function applySubscriptionEvent(
  tx: Queryable,
  subject: TebexRecurringPaymentSubject,
  webhook: TebexWebhookEnvelope,
  now: Date,
): Promise<PaymentOutcome> {
  const nextPaymentAt = validDate(subject.next_payment_at);
  const recurring = { reference: subject.reference, ...(nextPaymentAt && { nextPaymentAt }) };
  const payments = webhook.type === 'recurring-payment.started' ? [subject.initial_payment, subject.last_payment]
    : webhook.type === 'recurring-payment.renewed' ? [subject.last_payment] : [];
  let credited = false;
  for (const payment of payments) {
    if (payment) credited = (await creditPayment(tx, payment, webhook, now, recurring)).result === 'credited' || credited;
  }
  const subscription = await findSubscription(tx, subject.reference);
  if (!subscription) return { result: 'ignored', reason: `abonnement ${subject.reference} inconnu : aucun de ses paiements n’a été crédité.` };
  if (nextPaymentAt) await moveUntil(tx, subject.reference, nextPaymentAt, true, now);
  const status = statusAfter(webhook.type, subject);
  if (status) await setStatus(tx, subject.reference, status, now);
  await refreshRank(tx, subscription.accountId, now, webhook.id);
  return { result: credited ? 'credited' : 'applied' };
}

/** The status an event sets; `status-changed` says it in its subject. */
function statusAfter(type: string, subject: TebexRecurringPaymentSubject): SubscriptionStatus | undefined {
  switch (type) {
    case 'recurring-payment.cancellation.requested':
      return 'ending';
    case 'recurring-payment.cancellation.aborted':
      return 'active';
    case 'recurring-payment.ended':
      return 'ended';
    case 'recurring-payment.status-changed': {
      const description = subject.status?.description.toLowerCase() ?? '';
      if (/expired|ended|terminated/.test(description)) return 'ended';
      if (subject.cancelled_at || description.includes('cancel')) return 'ending';
      return description.includes('active') ? 'active' : undefined;
    }
    default:
      return undefined;
  }
}
