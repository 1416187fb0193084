import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { TebexWebhookAnswer } from '../../src/api/contract/tebex-webhook';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { tebexSignature, tebexWebhookSecret } from '../http/tebex-signature';
import { checkoutPage, loadZoidScript, resultPage, ZOID_ASSET, type PaymentResult } from './checkout-page';
import { htmlPage } from './html-page';
import { basketJson, completeBasket, findBasket, listPackages, type SandboxBasket, type TebexPackage } from './tebex-store';

/** Hands a request to the shop app itself (the webhook goes through every middleware, as Tebex's would). */
export type Dispatch = (request: Request) => Response | Promise<Response>;

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
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  app.get('/:ident', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    if (!basket) return c.html(htmlPage('Panier introuvable', '<p>Ce panier n’existe pas ou a expiré.</p>'), 404);
    if (basket.complete) return c.html(htmlPage('Paiement déjà effectué', '<p>Ce panier est déjà payé.</p>'));
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
    const payment = paymentCompleted(basket, await listPackages(db), deps.now());
    const body = JSON.stringify(payment);
    const delivered = await dispatch(
      new Request(`${publicOrigin(c, deps)}/api/tebex/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': tebexSignature(secret, body), 'User-Agent': 'Tebex-Webhooks (sandbox)' },
        body,
      }),
    );
    if (!delivered.ok) {
      // Tebex would retry later; here the basket stays unpaid so the payment can be tried again.
      return refused('Paiement non livré', `Le webhook de la boutique a répondu ${delivered.status} : ${await delivered.text()}`, 502);
    }
    const webhook = (await delivered.json()) as TebexWebhookAnswer;
    await completeBasket(db, basket.ident);
    const text =
      webhook.result === 'ignored' ? `Paiement accepté, mais la boutique n’a rien crédité : ${webhook.reason ?? ''}`
      : webhook.result === 'duplicate' ? 'Paiement accepté (déjà crédité).'
      : 'Merci ! Votre achat est livré.';
    const { transaction_id: transactionId } = payment.subject;
    return answer(c, { event: 'payment:complete', title: 'Paiement accepté', text, ident: basket.ident, transactionId, completeUrl: basket.completeUrl }, 200);
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

/** One transaction id per basket, in Tebex's format (`tbx-26929122a56954-2a5be3`): paying twice at once credits once. */
export function sandboxTransactionId(ident: string): string {
  const hash = createHash('sha256').update(ident).digest('hex');
  return `tbx-${hash.slice(0, 14)}-${hash.slice(14, 20)}`;
}

/** The `payment.completed` webhook Tebex sends for this basket (its documented shape). */
export function paymentCompleted(basket: SandboxBasket, packages: TebexPackage[], now: Date) {
  const data = basketJson(basket, packages, '');
  const money = (amount: number) => ({ amount, currency: data.currency });
  const username = { id: String(basket.accountId ?? 0), username: basket.username ?? '' };
  const date = now.toISOString();
  return {
    id: randomUUID(),
    type: 'payment.completed',
    date,
    subject: {
      transaction_id: sandboxTransactionId(basket.ident),
      status: { id: 1, description: 'Complete' },
      payment_sequence: 'oneoff',
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
      recurring_payment_reference: null,
      custom: basket.custom,
      revenue_share: [],
      decline_reason: null,
      creator_code: data.creator_code || null,
    },
  };
}
