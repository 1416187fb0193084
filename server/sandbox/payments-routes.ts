import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { paymentActions, paymentsPage, subscriptionActions, type PaymentAction, type SubscriptionAction } from './payments-page';
import {
  deleteSandboxPayment,
  findSandboxPayment,
  findSandboxSubscription,
  insertSandboxPayment,
  listSandboxPayments,
  listSandboxSubscriptions,
  moveSandboxPayment,
  replaceSandboxSubscription,
  type SandboxPaymentState,
} from './payments-store';
import {
  delivered,
  PAYMENT_STATUS,
  RECURRING_STATUS,
  renewedSubscription,
  sendWebhook,
  webhook,
  type Delivery,
  type Dispatch,
  type PaymentSubject,
  type RecurringPaymentSubject,
  type Status,
  type WebhookType,
} from './tebex-events';

/** Each payment action: the webhook it sends, the state it moves the payment to, the payment's status then. */
const PAYMENT_MOVES: Record<PaymentAction, { type: WebhookType; to: SandboxPaymentState; status: Status }> = {
  refund: { type: 'payment.refunded', to: 'refunded', status: PAYMENT_STATUS.refund },
  dispute: { type: 'payment.dispute.opened', to: 'disputed', status: PAYMENT_STATUS.chargeback },
  'dispute-won': { type: 'payment.dispute.won', to: 'dispute_won', status: PAYMENT_STATUS.complete },
};

const SUBSCRIPTION_TYPES: Record<SubscriptionAction, WebhookType> = {
  renew: 'recurring-payment.renewed',
  cancel: 'recurring-payment.cancellation.requested',
  resume: 'recurring-payment.cancellation.aborted',
  end: 'recurring-payment.ended',
};

const isPaymentAction = (value: string): value is PaymentAction => value in PAYMENT_MOVES;
const isSubscriptionAction = (value: string): value is SubscriptionAction => value in SUBSCRIPTION_TYPES;

/**
 * /sandbox/payments: the payments the sandbox made and what Tebex's side can do with
 * each. A payment can be refunded (`payment.refunded`), charged back
 * (`payment.dispute.opened`) and that dispute won (`payment.dispute.won`); a recurring
 * payment renewed (`recurring-payment.renewed`, then `payment.completed` of the new
 * transaction), cancelled (`recurring-payment.cancellation.requested`), resumed
 * (`.cancellation.aborted`) and ended (`recurring-payment.ended`). Each webhook is
 * signed and sent to the shop's own `POST /api/tebex/webhook`, as the checkout's.
 *
 * An action is recorded first (two clicks at once: the second is refused), and undone
 * when the shop does not take its first webhook (non-2xx: Tebex would retry), so it can
 * be tried again. Forms get the page with the shop's answers; `Accept: application/json`
 * gets `{webhooks: Delivery[]}`.
 */
export function paymentsSandbox(deps: Deps, dispatch: Dispatch): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const page = async (c: AppContext, status: ContentfulStatusCode, result: { deliveries?: Delivery[]; error?: string }) => {
    if (c.req.header('Accept')?.includes('application/json')) {
      return result.error ? c.json({ error: result.error }, status) : c.json({ webhooks: result.deliveries ?? [] }, status);
    }
    const [payments, subscriptions] = [await listSandboxPayments(db), await listSandboxSubscriptions(db)];
    return c.html(paymentsPage({ payments, subscriptions, ...result }), status);
  };
  const sent = (c: AppContext, deliveries: Delivery[]) => page(c, deliveries.every(delivered) ? 200 : 502, { deliveries });
  const send = (c: AppContext, type: WebhookType, subject: PaymentSubject | RecurringPaymentSubject) =>
    sendWebhook(deps, dispatch, publicOrigin(c, deps), webhook(type, subject, deps.now()));

  app.get('/', (c) => page(c, 200, {}));

  app.post('/subscriptions/:reference/:action', async (c) => {
    const action = c.req.param('action');
    const found = await findSandboxSubscription(db, c.req.param('reference'));
    if (!found || !isSubscriptionAction(action)) return page(c, 404, { error: 'Cet abonnement ou cette action n’existe pas.' });
    const before = found.subject;
    if (!subscriptionActions(before.status.id).includes(action)) {
      return page(c, 409, { error: `Action impossible : l’abonnement est « ${before.status.description} ».` });
    }
    const now = deps.now();
    const renewal = action === 'renew' ? renewedSubscription(before, now) : undefined;
    const after: RecurringPaymentSubject =
      renewal?.subscription ??
      (action === 'cancel' ? { ...before, status: RECURRING_STATUS.cancelled, cancelled_at: now.toISOString(), cancel_reason: 'Annulé depuis le bac à sable' }
      : action === 'resume' ? { ...before, status: RECURRING_STATUS.active, cancelled_at: null, cancel_reason: null }
      : { ...before, status: RECURRING_STATUS.expired });
    if (!(await replaceSandboxSubscription(db, before, after))) return page(c, 409, { error: 'L’abonnement a changé entre-temps : rechargez la page.' });
    if (renewal) {
      const { payment } = renewal;
      await insertSandboxPayment(db, { transactionId: payment.transaction_id, basketIdent: null, reference: before.reference, subject: payment, createdAt: now });
    }

    const first = await send(c, SUBSCRIPTION_TYPES[action], after);
    if (!delivered(first)) {
      await replaceSandboxSubscription(db, after, before);
      if (renewal) await deleteSandboxPayment(db, renewal.payment.transaction_id);
      return sent(c, [first]);
    }
    // A renewal is a payment too: Tebex sends its payment.completed after the renewal.
    return sent(c, renewal ? [first, await send(c, 'payment.completed', renewal.payment)] : [first]);
  });

  app.post('/:transactionId/:action', async (c) => {
    const action = c.req.param('action');
    const payment = await findSandboxPayment(db, c.req.param('transactionId'));
    if (!payment || !isPaymentAction(action)) return page(c, 404, { error: 'Ce paiement ou cette action n’existe pas.' });
    if (!paymentActions(payment.state).includes(action)) return page(c, 409, { error: 'Action impossible dans l’état de ce paiement.' });
    const move = PAYMENT_MOVES[action];
    const subject: PaymentSubject = { ...payment.subject, status: move.status };
    if (!(await moveSandboxPayment(db, payment.transactionId, payment.state, move.to, subject))) {
      return page(c, 409, { error: 'Le paiement a changé entre-temps : rechargez la page.' });
    }
    const delivery = await send(c, move.type, subject);
    if (!delivered(delivery)) await moveSandboxPayment(db, payment.transactionId, move.to, payment.state, payment.subject);
    return sent(c, [delivery]);
  });

  return app;
}
