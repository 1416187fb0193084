import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { tebexWebhookSecret } from '../http/tebex-signature';
import { checkoutPage, loadZoidScript, PAYMENTS_LINK, resultPage, ZOID_ASSET, type PaymentResult } from './checkout-page';
import { htmlPage } from './html-page';
import { insertSandboxPayment, insertSandboxSubscription } from './payments-store';
import {
  delivered,
  PAYMENT_STATUS,
  sandboxRecurringReference,
  sandboxTransactionId,
  sendWebhook,
  startedSubscription,
  webhook,
  type Dispatch,
  type PaymentSubject,
} from './tebex-events';
import { basketJson, completeBasket, findBasket, listPackages, type SandboxBasket, type TebexPackage } from './tebex-store';
import { IMMUTABLE_CACHE } from '../http/cache-control';

export { sandboxTransactionId, type Dispatch } from './tebex-events';

/**
 * The payment page of a basket (`checkoutEndpoint`/{ident}). Paying does what Tebex
 * does: it sends the shop's webhook `POST /api/tebex/webhook` a signed
 * `payment.completed` (development secret, or TEBEX_WEBHOOK_SECRET when set), and the
 * shop credits it there, as in production. Framed by Tebex.js the page is its zoid
 * child and tells it through xprops (checkout-page.ts); the pay and fail posts then
 * answer JSON. Opened as a full page, a completed payment goes to the basket's complete_url.
 */
export function checkoutSandbox(deps: Deps, dispatch: Dispatch): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  // Two segments: never taken for an ident. Its address carries its hash, so it is cached for good.
  app.get(`/${ZOID_ASSET}`, async (c) => {
    const { body } = await loadZoidScript();
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': IMMUTABLE_CACHE,
    });
  });

  app.get('/:ident', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    if (!basket) return c.html(htmlPage('Panier introuvable', '<p>Ce panier n’existe pas ou a expiré.</p>'), 404);
    if (basket.complete) return c.html(htmlPage('Paiement déjà effectué', `<p>Ce panier est déjà payé.</p>${PAYMENTS_LINK}`));
    const data = basketJson(basket, await listPackages(db), '');
    const lines = data.packages.map((p) => ({ name: p.name, qty: p.qty, price: p.in_basket.price }));
    return c.html(checkoutPage(basket.ident, lines, data.total_price, (await loadZoidScript()).version));
  });

  app.post('/:ident/pay', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    const refused = (title: string, text: string, status: ContentfulStatusCode) => answer(c, { event: 'payment:error', title, text, ident: basket?.ident ?? null }, status);
    if (!basket?.username || basket.complete || !basket.lines.length) {
      return refused('Paiement impossible', 'Le panier est vide, déjà payé ou pas authentifié.', 409);
    }
    const secret = tebexWebhookSecret(deps);
    if (!secret) return refused('Paiement impossible', 'Aucun secret de webhook.', 500);
    const now = deps.now();
    const payment = paymentCompleted(basket, await listPackages(db), now);
    const origin = publicOrigin(c, deps);
    const sent = await sendWebhook(deps, dispatch, origin, payment);
    if (!delivered(sent)) {
      // Tebex would retry later; here the basket stays unpaid so the payment can be tried again.
      return refused('Paiement non livré', `Le webhook de la boutique a répondu ${sent.status} : ${sent.reason ?? ''}`, 502);
    }
    const { subject } = payment;
    // Paid by this call (not by a second click at once): Tebex's own record, then a rank's recurring payment.
    if (await completeBasket(db, basket.ident)) {
      const reference = subject.recurring_payment_reference;
      await insertSandboxPayment(db, { transactionId: subject.transaction_id, basketIdent: basket.ident, reference, subject, createdAt: now });
      if (reference) {
        const subscription = startedSubscription(subject, now);
        await insertSandboxSubscription(db, subscription, now);
        await sendWebhook(deps, dispatch, origin, webhook('recurring-payment.started', subscription, now));
      }
    }
    const text =
      sent.result === 'ignored' ? `Paiement accepté, mais la boutique n’a rien crédité : ${sent.reason ?? ''}`
      : sent.result === 'duplicate' ? 'Paiement accepté (déjà crédité).'
      : 'Merci ! Votre achat est livré.';
    return answer(c, { event: 'payment:complete', title: 'Paiement accepté', text, ident: basket.ident, transactionId: subject.transaction_id, completeUrl: basket.completeUrl }, 200);
  });

  app.post('/:ident/fail', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    return answer(c, { event: 'payment:error', title: 'Paiement refusé', text: 'Votre banque a refusé le paiement.', ident: basket?.ident ?? null }, 402);
  });

  return app;
}

/** JSON for the framed page's fetch (it asks for it), a result page for a form post. */
function answer(c: AppContext, result: PaymentResult, status: ContentfulStatusCode): Response {
  if (c.req.header('Accept')?.includes('application/json')) {
    const { completeUrl: _, ...json } = result;
    return c.json(json, status);
  }
  return c.html(resultPage(result), status);
}

/**
 * The `payment.completed` webhook Tebex sends for this basket (its documented shape). A
 * basket holding a subscription package (a rank) opens a recurring payment: its subject
 * names it in `recurring_payment_reference` (null for a one-off payment).
 */
export function paymentCompleted(basket: SandboxBasket, packages: TebexPackage[], now: Date) {
  return webhook('payment.completed', paymentSubject(basket, packages, now), now);
}

export function paymentSubject(basket: SandboxBasket, packages: TebexPackage[], now: Date): PaymentSubject {
  const data = basketJson(basket, packages, '');
  const money = (amount: number) => ({ amount, currency: data.currency });
  const username = { id: String(basket.accountId ?? 0), username: basket.username ?? '' };
  const date = now.toISOString();
  const recurring = data.packages.some((p) => p.type === 'subscription');
  return {
    transaction_id: sandboxTransactionId(basket.ident),
    status: PAYMENT_STATUS.complete,
    payment_sequence: recurring ? 'recurring' : 'oneoff',
    created_at: date,
    price: money(data.base_price),
    price_paid: money(data.total_price),
    payment_method: { name: 'Bac à sable', refundable: true },
    fees: { tax: money(0), gateway: money(0) },
    customer: {
      first_name: basket.username ?? '', last_name: '', email: 'sandbox@example.invalid', ip: data.ip, username,
      marketing_consent: false, country: data.country, postal_code: null,
    },
    products: data.packages.map((p) => ({
      id: p.id,
      name: p.name,
      quantity: p.in_basket.quantity,
      base_price: money(p.in_basket.price),
      paid_price: money(p.in_basket.price * p.in_basket.quantity),
      variables: Object.entries(p.variable_data ?? {}).map(([identifier, option]) => ({ identifier, option: String(option) })),
      expires_at: null,
      custom: p.custom,
      username,
    })),
    coupons: data.coupons,
    gift_cards: [],
    recurring_payment_reference: recurring ? sandboxRecurringReference(basket.ident) : null,
    custom: basket.custom,
    revenue_share: [],
    decline_reason: null,
    creator_code: data.creator_code || null,
  };
}
