import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { TebexWebhookAnswer } from '../../src/api/contract/tebex-webhook';
import type { AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { tebexSignature, tebexWebhookSecret } from '../http/tebex-signature';
import { escapeHtml, htmlPage } from './html-page';
import { basketJson, completeBasket, findBasket, listPackages, type SandboxBasket, type TebexPackage } from './tebex-store';

/** Hands a request to the shop app itself (the webhook goes through every middleware, as Tebex's would). */
export type Dispatch = (request: Request) => Response | Promise<Response>;

/**
 * The payment page of a basket (`checkoutEndpoint`/{ident}). Paying does what Tebex
 * does: it sends the shop's webhook `POST /api/tebex/webhook` a signed
 * `payment.completed` (development secret, or TEBEX_WEBHOOK_SECRET when set), and the
 * shop credits it there, as in production. Then the page tells its parent (the checkout
 * widget) with postMessage {event: 'payment:complete' | 'payment:error', ident}, or,
 * opened as a full page, goes to the basket's complete_url.
 */
export function checkoutSandbox(deps: Deps, dispatch: Dispatch): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  app.get('/:ident', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    if (!basket) return c.html(htmlPage('Panier introuvable', '<p>Ce panier n’existe pas ou a expiré.</p>'), 404);
    if (basket.complete) return c.html(htmlPage('Paiement déjà effectué', '<p>Ce panier est déjà payé.</p>'));
    const data = basketJson(basket, await listPackages(db), '');
    const lines = data.packages.map((p) => `<li>${escapeHtml(p.name)} × ${p.qty} : ${p.in_basket.price.toFixed(2)} €</li>`).join('');
    return c.html(
      htmlPage(
        'Paiement',
        `<ul>${lines || '<li>Panier vide</li>'}</ul><p>Total : <strong>${data.total_price.toFixed(2)} €</strong></p>
        <form method="post" action="${escapeHtml(basket.ident)}/pay"><button>Payer</button></form>
        <form method="post" action="${escapeHtml(basket.ident)}/fail"><button class="secondary">Échec du paiement</button></form>`,
      ),
    );
  });

  app.post('/:ident/pay', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    if (!basket?.username || basket.complete || !basket.lines.length) {
      return c.html(resultPage('Paiement impossible', 'Le panier est vide, déjà payé ou pas authentifié.', 'payment:error', basket), 409);
    }
    const secret = tebexWebhookSecret(deps);
    if (!secret) return c.html(resultPage('Paiement impossible', 'Aucun secret de webhook.', 'payment:error', basket), 500);
    const body = JSON.stringify(paymentCompleted(basket, await listPackages(db), deps.now()));
    const delivered = await dispatch(
      new Request(`${publicOrigin(c, deps)}/api/tebex/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': tebexSignature(secret, body), 'User-Agent': 'Tebex-Webhooks (sandbox)' },
        body,
      }),
    );
    if (!delivered.ok) {
      // Tebex would retry later; here the basket stays unpaid so the payment can be tried again.
      const text = `Le webhook de la boutique a répondu ${delivered.status} : ${await delivered.text()}`;
      return c.html(resultPage('Paiement non livré', text, 'payment:error', basket), 502);
    }
    const answer = (await delivered.json()) as TebexWebhookAnswer;
    await completeBasket(db, basket.ident);
    const text =
      answer.result === 'ignored' ? `Paiement accepté, mais la boutique n’a rien crédité : ${answer.reason ?? ''}`
      : answer.result === 'duplicate' ? 'Paiement accepté (déjà crédité).'
      : 'Merci ! Votre achat est livré.';
    return c.html(resultPage('Paiement accepté', text, 'payment:complete', basket));
  });

  app.post('/:ident/fail', async (c) => {
    const basket = await findBasket(db, c.req.param('ident'));
    return c.html(resultPage('Paiement refusé', 'Votre banque a refusé le paiement.', 'payment:error', basket), 402);
  });

  return app;
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

function resultPage(title: string, text: string, event: string, basket: SandboxBasket | undefined): string {
  const message = JSON.stringify({ event, ident: basket?.ident ?? null });
  const next = JSON.stringify(event === 'payment:complete' ? basket?.completeUrl ?? null : null);
  return htmlPage(
    title,
    `<p role="status">${escapeHtml(text)}</p><script>
const message = ${message.replace(/</g, '\\u003c')};
if (window.parent !== window) window.parent.postMessage(message, '*');
else if (${next.replace(/</g, '\\u003c')}) setTimeout(() => location.assign(${next.replace(/</g, '\\u003c')}), 1500);
</script>`,
  );
}
