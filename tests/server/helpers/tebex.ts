// Tebex's webhooks as Tebex sends them, signed, posted to a test app.
import { randomUUID } from 'node:crypto';
import { DEV_TEBEX_WEBHOOK_SECRET, tebexSignature } from '../../../server/http/tebex-signature';
import type { TestApp } from './test-app';

export type WebhookInit = { secret?: string; signature?: string | null; raw?: string };

/** Posts a webhook as Tebex does: raw JSON, X-Signature over it (or the given one; null: none). */
export async function send(app: TestApp, body: unknown, init: WebhookInit = {}) {
  const raw = init.raw ?? JSON.stringify(body);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const signature = init.signature === undefined ? tebexSignature(init.secret ?? DEV_TEBEX_WEBHOOK_SECRET, raw) : init.signature;
  if (signature !== null) headers['X-Signature'] = signature;
  const response = await app.app.request('http://localhost/api/tebex/webhook', { method: 'POST', headers, body: raw });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) };
}

export type WebhookProduct = { id: number | string; name: string; quantity: number; custom?: unknown };
export const line = (id: number, quantity = 1, custom: unknown = null): WebhookProduct => ({ id, name: `Paquet ${id}`, quantity, custom });
export const gift = (id: number, nickname: string) => ({ gift_target_data: { id: String(id), nickname } });
export const buyerCustom = (id: number, server = 'hurricane_fa') => ({ accountId: String(id), server, username: 'x' });

/** A payment subject (the fields the shop reads, and a few it does not). */
export function paymentSubject(transactionId: string, products: WebhookProduct[], custom: unknown, extra: Record<string, unknown> = {}) {
  return {
    transaction_id: transactionId,
    status: { id: 1, description: 'Complete' },
    price_paid: { amount: 9.99, currency: 'EUR' },
    customer: { email: 'buyer@example.com', username: { id: '1234', username: 'cfx_buyer' } },
    products: products.map((p) => ({ ...p, base_price: { amount: 9.99, currency: 'EUR' }, variables: [] })),
    custom,
    ...extra,
  };
}

export const webhook = (type: string, subject: unknown) => ({ id: randomUUID(), type, date: '2025-06-15T10:00:00+00:00', subject });

/** A `payment.completed` as Tebex sends it. */
export const payment = (transactionId: string, products: WebhookProduct[], custom: unknown, extra: Record<string, unknown> = {}) =>
  webhook('payment.completed', paymentSubject(transactionId, products, custom, extra));

/** A `recurring-payment.*` event: the subscription, its first and its latest payment. */
export function recurring(
  type: string,
  s: { reference: string; nextPaymentAt?: string | null; initial: unknown; last?: unknown; status?: string; cancelledAt?: string | null },
) {
  return webhook(`recurring-payment.${type}`, {
    reference: s.reference,
    created_at: '2025-06-15T10:00:00+00:00',
    next_payment_at: s.nextPaymentAt ?? null,
    status: { id: 1, description: s.status ?? 'Active' },
    price: { amount: 14.99, currency: 'EUR' },
    cancelled_at: s.cancelledAt ?? null,
    cancel_reason: null,
    initial_payment: s.initial,
    last_payment: s.last ?? s.initial,
  });
}
