// Every signed Tebex webhook (docs/tebex.md), applied once by its id: the effect and
// the record of the webhook commit together; a webhook that changed nothing is forgotten,
// so Tebex's resend after an admin fixed its cause is looked at again.
import * as z from 'zod/mini';
import {
  TebexPaymentSubject, TebexRecurringPaymentSubject, type TebexWebhookAnswer, type TebexWebhookEnvelope,
} from '../../src/api/contract/tebex-webhook';
import type { Database, Queryable } from '../db/queryable';
import { claimWebhook, releaseWebhook, setWebhookResult } from '../db/tebex-webhooks';
import { fail } from '../http/http-error';
import { SUBSCRIPTION_EVENTS, applySubscriptionEvent } from './subscription-events';
import { creditPayment, type PaymentOutcome } from './tebex-payments';
import { restorePayment, reversePayment } from './tebex-reversals';

type Apply = (tx: Queryable) => Promise<PaymentOutcome>;

export async function applyTebexWebhook(db: Database, webhook: TebexWebhookEnvelope, now: Date): Promise<TebexWebhookAnswer> {
  const { id, type } = webhook;
  if (type === 'validation.webhook') return { id, result: 'validated' };
  const apply = handler(webhook, now);
  if (!apply) return { id, result: 'ignored', reason: `évènement ${type} non traité.` };
  const outcome = await db.transaction(async (tx): Promise<PaymentOutcome> => {
    if (!(await claimWebhook(tx, { id, type, receivedAt: now }))) return { result: 'duplicate' };
    const done = await apply(tx);
    await (done.result === 'ignored' ? releaseWebhook(tx, id) : setWebhookResult(tx, id, done.result));
    return done;
  });
  return { id, ...outcome };
}

/** What the webhook's type does, its subject checked first (400 when malformed); undefined: a type the shop does not use. */
function handler(webhook: TebexWebhookEnvelope, now: Date): Apply | undefined {
  const { type } = webhook;
  if ((SUBSCRIPTION_EVENTS as readonly string[]).includes(type)) {
    const subject = parse(TebexRecurringPaymentSubject, webhook.subject);
    return (tx) => applySubscriptionEvent(tx, subject, webhook, now);
  }
  if (!type.startsWith('payment.')) return undefined;
  const subject = parse(TebexPaymentSubject, webhook.subject);
  const event = { subject, cause: webhook.id, now };
  switch (type) {
    case 'payment.completed':
      return (tx) => creditPayment(tx, subject, webhook, now);
    case 'payment.refunded':
      return (tx) => reversePayment(tx, 'refunded', event);
    case 'payment.dispute.opened':
      return (tx) => reversePayment(tx, 'disputed', event);
    case 'payment.dispute.won':
      return (tx) => restorePayment(tx, event);
    case 'payment.declined':
      return async () => ({ result: 'ignored', reason: `paiement ${subject.transaction_id} refusé : rien n’est crédité.` });
    default:
      return undefined;
  }
}

function parse<T>(schema: z.ZodMiniType<T>, subject: unknown): T {
  const parsed = z.safeParse(schema, subject);
  if (!parsed.success) throw fail(400, 'Requête invalide : subject.');
  return parsed.data;
}
