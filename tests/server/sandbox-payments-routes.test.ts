// The sandbox plays Tebex after the checkout: a rank paid opens a recurring payment, and
// its payments page renews, cancels, resumes, ends, refunds and charges back, each with
// the signed webhook Tebex would send, in Tebex's shapes. The requests the sandbox hands
// the shop are captured here on their way to it.
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { AppEnv, Deps } from '../../server/http/app-env';
import { DEV_TEBEX_WEBHOOK_SECRET, tebexSignature } from '../../server/http/tebex-signature';
import { sandboxRoutes } from '../../server/sandbox/sandbox-routes';
import { addMonth, sandboxTransactionId, type Dispatch } from '../../server/sandbox/tebex-events';
import { TebexPaymentSubject } from '../../src/api/contract/tebex-webhook';
import { addAccount } from './helpers/fixtures';
import { createDemoSession, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let demoId: string;
beforeAll(async () => ({ t, demo, demoId } = await createDemoSession()));
afterAll(() => t.close());

const ACCOUNT = '/sandbox/tebex/api/accounts/sandbox-token';
const JSON_ACCEPT = { Accept: 'application/json' };
const OPTIONS = {
  sandbox: true, nuiResource: 'hurricane_shop',
  forum: { clientId: 'test', applicationName: 'Test', privateKeyPem: '', publicKeyPem: '' },
  discord: { clientId: 'test-client', clientSecret: 'test-secret' },
  tebex: { publicToken: 'sandbox-token' }, communityChatUrl: 'https://discord.gg/hurricane', webRoot: '/nonexistent',
};

interface Sent {
  url: string;
  signature: string | null;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read webhooks field by field
  body: any;
}

/** The requests the sandbox handed the shop, in order (each still reaches the shop, unless `answer` replaces it). */
let sent: Sent[] = [];
let answer: ((request: Request) => Response) | undefined;
const capture: Dispatch = async (request) => {
  const raw = await request.clone().text();
  sent.push({ url: request.url, signature: request.headers.get('X-Signature'), raw, body: JSON.parse(raw) });
  return answer ? answer(request) : t.app.fetch(request);
};
let sandbox: Hono<AppEnv>;
beforeAll(() => {
  const deps = { ...OPTIONS, db: t.db, now: () => t.clock.now, fetch } as Deps;
  sandbox = new Hono<AppEnv>().route('/sandbox', sandboxRoutes(deps, capture));
});
beforeEach(() => {
  t.clock.now = new Date('2025-06-15T10:00:00Z');
  sent = [];
  answer = undefined;
});

/** A request to the capturing sandbox: JSON answers parsed, pages as text. */
async function post(path: string, headers: Record<string, string> = JSON_ACCEPT) {
  const response = await sandbox.request(`http://localhost${path}`, { method: 'POST', headers });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page
  }
  return { status: response.status, body };
}

interface Buyer {
  id: string;
  username: string;
  cookie: string;
}
const demoBuyer = (): Buyer => ({ id: demoId, username: 'demo', cookie: demo });
const custom = (buyer = demoBuyer()) => ({ accountId: buyer.id, server: 'hurricane', username: buyer.username });

/** A basket of the buyer (demo) holding this package, authenticated as Tebex's login would. */
async function basketWith(packageId: number, buyer = demoBuyer()): Promise<string> {
  const created = await t.call(`${ACCOUNT}/baskets`, { body: { complete_url: 'http://localhost/', cancel_url: 'http://localhost/', custom: custom(buyer) } });
  const ident: string = created.body.data.ident;
  const link = new URL((await t.call(`${ACCOUNT}/baskets/${ident}/auth?returnUrl=http%3A%2F%2Flocalhost%2F`)).body[0].url);
  await t.app.request(`http://localhost${link.pathname}${link.search}`, { headers: { Cookie: buyer.cookie } });
  await t.call(`/sandbox/tebex/api/baskets/${ident}/packages`, { body: { package_id: String(packageId), quantity: 1 } });
  return ident;
}

/** Pays a Gold basket (package 102) on the checkout page: its recurring reference and its first payment's subject. */
async function subscribeGold() {
  const ident = await basketWith(102);
  const paid = await post(`/sandbox/checkout/${ident}/pay`);
  expect(paid.status).toBe(200);
  const completed = sent.find((s) => s.body.type === 'payment.completed')!;
  sent = [];
  return { ident, reference: completed.body.subject.recurring_payment_reference as string, payment: completed.body.subject };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every captured webhook went to the shop's own endpoint, signed as Tebex signs, with a new id and an ISO date. */
function expectSignedWebhooks(types: string[]) {
  expect(sent.map((s) => s.body.type)).toEqual(types);
  for (const s of sent) {
    expect(new URL(s.url).pathname).toBe('/api/tebex/webhook');
    expect(s.signature).toBe(tebexSignature(DEV_TEBEX_WEBHOOK_SECRET, s.raw));
    expect(s.body.id).toMatch(UUID);
    expect(new Date(s.body.date).toISOString()).toBe(s.body.date);
    expect(Object.keys(s.body).sort()).toEqual(['date', 'id', 'subject', 'type']);
  }
  expect(new Set(sent.map((s) => s.body.id)).size).toBe(sent.length);
}

/** A payment subject as the shop's contract reads it, plus the fields Tebex adds. */
function expectPaymentSubject(subject: unknown, reference: string | null) {
  expect(z.safeParse(TebexPaymentSubject, subject).success).toBe(true);
  expect(subject).toMatchObject({ custom: custom(), recurring_payment_reference: reference, products: [expect.objectContaining({ quantity: 1 })] });
}

describe('paying on the sandbox checkout', () => {
  it('a rank (a subscription package) sends payment.completed with a new recurring reference, then recurring-payment.started', async () => {
    const packages = (await t.call(`${ACCOUNT}/packages`)).body.data as { id: number; type: string }[];
    expect(packages.filter((p) => p.type === 'subscription').map((p) => p.id)).toEqual([101, 102, 103, 104, 105]);

    const ident = await basketWith(102);
    const paid = await post(`/sandbox/checkout/${ident}/pay`);
    expect(paid.status).toBe(200);
    expectSignedWebhooks(['payment.completed', 'recurring-payment.started']);
    const [completed, started] = sent.map((s) => s.body);
    const payment = completed.subject;
    expect(payment.transaction_id).toBe(sandboxTransactionId(ident));
    expect(payment.recurring_payment_reference).toMatch(/^tbx-r-[0-9a-f]{10}-[0-9a-f]{6}$/);
    expectPaymentSubject(payment, payment.recurring_payment_reference);
    expect(payment.products).toEqual([expect.objectContaining({ id: 102, name: 'Gold', quantity: 1 })]);
    expect(payment.created_at).toBe(t.clock.now.toISOString());

    expect(started.subject).toEqual({
      reference: payment.recurring_payment_reference,
      created_at: t.clock.now.toISOString(),
      next_payment_at: '2025-07-15T10:00:00.000Z',
      status: { id: 2, description: 'Active' },
      initial_payment: payment,
      last_payment: payment,
      fail_count: 0,
      price: payment.price_paid,
      cancelled_at: null,
      cancel_reason: null,
    });

    const [recorded] = await t.db.query('SELECT basket_ident, reference, state FROM sandbox_tebex_payments WHERE transaction_id = $1', [payment.transaction_id]);
    expect(recorded).toEqual({ basket_ident: ident, reference: payment.recurring_payment_reference, state: 'completed' });
    const subscriptions = await t.db.query('SELECT subject FROM sandbox_tebex_subscriptions WHERE reference = $1', [payment.recurring_payment_reference]);
    expect(subscriptions).toEqual([{ subject: started.subject }]);

    // Paid already: nothing more is sent.
    sent = [];
    expect((await post(`/sandbox/checkout/${ident}/pay`)).status).toBe(409);
    expect(sent).toEqual([]);
  });

  it('a points pack sends payment.completed alone, with recurring_payment_reference null', async () => {
    const ident = await basketWith(201);
    expect((await post(`/sandbox/checkout/${ident}/pay`)).status).toBe(200);
    expectSignedWebhooks(['payment.completed']);
    expectPaymentSubject(sent[0]!.body.subject, null);
    const [recorded] = await t.db.query('SELECT reference, state FROM sandbox_tebex_payments WHERE basket_ident = $1', [ident]);
    expect(recorded).toEqual({ reference: null, state: 'completed' });
  });

  it('the checkout pages lead to the payments page', async () => {
    const ident = await basketWith(201);
    expect((await t.call(`/sandbox/checkout/${ident}`)).body).toContain('href="/sandbox/payments"');
    expect((await post(`/sandbox/checkout/${ident}/pay`, {})).body).toContain('href="/sandbox/payments"');
    expect((await t.call(`/sandbox/checkout/${ident}`)).body).toMatch(/déjà payé[\s\S]*href="\/sandbox\/payments"/);
  });
});

describe('a recurring payment on the payments page', () => {
  it('renew: recurring-payment.renewed with a new last payment a month on, then payment.completed of that transaction', async () => {
    const { reference, payment } = await subscribeGold();
    t.clock.advance(3600_000);
    const renewed = await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    expect(renewed.status).toBe(200);
    expectSignedWebhooks(['recurring-payment.renewed', 'payment.completed']);
    const [renewal, completed] = sent.map((s) => s.body);
    const next = renewal.subject.last_payment;
    expect(renewal.subject).toMatchObject({
      reference,
      next_payment_at: '2025-08-15T10:00:00.000Z',
      status: { id: 2, description: 'Active' },
      initial_payment: payment,
      cancelled_at: null,
    });
    expect(next.transaction_id).toMatch(/^tbx-[0-9a-f]{14}-[0-9a-f]{6}$/);
    expect(next.transaction_id).not.toBe(payment.transaction_id);
    expect(next.created_at).toBe(t.clock.now.toISOString());
    expectPaymentSubject(next, reference);
    expect(next.products).toEqual(payment.products);
    expect(completed.subject).toEqual(next);
    // The page shows the shop's answer to each.
    expect(renewed.body.webhooks).toEqual([
      expect.objectContaining({ type: 'recurring-payment.renewed', id: renewal.id, status: 200, result: expect.any(String) }),
      expect.objectContaining({ type: 'payment.completed', id: completed.id, status: 200, result: expect.any(String) }),
    ]);

    // The next renewal moves one more month past the previous next payment.
    sent = [];
    await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    expect(sent[0]!.body.subject.next_payment_at).toBe('2025-09-15T10:00:00.000Z');
    const payments = await t.db.query('SELECT state FROM sandbox_tebex_payments WHERE reference = $1', [reference]);
    expect(payments).toHaveLength(3);
  });

  it('cancel: recurring-payment.cancellation.requested; resume: .cancellation.aborted; no renewal while cancelled', async () => {
    const { reference } = await subscribeGold();
    const cancelled = await post(`/sandbox/payments/subscriptions/${reference}/cancel`);
    expect(cancelled.status).toBe(200);
    expectSignedWebhooks(['recurring-payment.cancellation.requested']);
    expect(sent[0]!.body.subject).toMatchObject({
      reference, status: { id: 5, description: 'Cancelled' }, cancelled_at: t.clock.now.toISOString(), cancel_reason: expect.any(String), next_payment_at: '2025-07-15T10:00:00.000Z',
    });
    expectPaymentSubject(sent[0]!.body.subject.last_payment, reference);

    sent = [];
    const refused = await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual(expect.any(String));
    expect(sent).toEqual([]);

    const resumed = await post(`/sandbox/payments/subscriptions/${reference}/resume`);
    expect(resumed.status).toBe(200);
    expectSignedWebhooks(['recurring-payment.cancellation.aborted']);
    expect(sent[0]!.body.subject).toMatchObject({ reference, status: { id: 2, description: 'Active' }, cancelled_at: null, cancel_reason: null });
  });

  it('end: recurring-payment.ended; nothing more can be done with it', async () => {
    const { reference, payment } = await subscribeGold();
    const ended = await post(`/sandbox/payments/subscriptions/${reference}/end`);
    expect(ended.status).toBe(200);
    expectSignedWebhooks(['recurring-payment.ended']);
    expect(sent[0]!.body.subject).toMatchObject({ reference, status: { id: 4, description: 'Expired' }, last_payment: payment, initial_payment: payment });
    sent = [];
    for (const action of ['renew', 'cancel', 'resume', 'end']) {
      expect((await post(`/sandbox/payments/subscriptions/${reference}/${action}`)).status).toBe(409);
    }
    expect(sent).toEqual([]);
    expect((await post('/sandbox/payments/subscriptions/tbx-r-inconnu/end')).status).toBe(404);
  });
});

describe('a payment on the payments page', () => {
  it('refund: payment.refunded with the payment’s own subject (same transaction id), once', async () => {
    const { reference, payment } = await subscribeGold();
    const refunded = await post(`/sandbox/payments/${payment.transaction_id}/refund`);
    expect(refunded.status).toBe(200);
    expectSignedWebhooks(['payment.refunded']);
    expect(sent[0]!.body.subject).toEqual({ ...payment, status: { id: 2, description: 'Refund' } });
    expectPaymentSubject(sent[0]!.body.subject, reference);
    expect(refunded.body.webhooks).toEqual([expect.objectContaining({ type: 'payment.refunded', status: 200 })]);

    sent = [];
    expect((await post(`/sandbox/payments/${payment.transaction_id}/refund`)).status).toBe(409);
    expect((await post(`/sandbox/payments/${payment.transaction_id}/dispute`)).status).toBe(409);
    expect(sent).toEqual([]);
    const [row] = await t.db.query('SELECT state FROM sandbox_tebex_payments WHERE transaction_id = $1', [payment.transaction_id]);
    expect(row).toEqual({ state: 'refunded' });
  });

  it('charge back: payment.dispute.opened; then the dispute won: payment.dispute.won; a renewal’s payment too', async () => {
    const { reference } = await subscribeGold();
    await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    const renewal = sent[1]!.body.subject;
    sent = [];
    expect((await post(`/sandbox/payments/${renewal.transaction_id}/dispute-won`)).status).toBe(409); // no dispute yet
    const opened = await post(`/sandbox/payments/${renewal.transaction_id}/dispute`);
    expect(opened.status).toBe(200);
    const won = await post(`/sandbox/payments/${renewal.transaction_id}/dispute-won`);
    expect(won.status).toBe(200);
    expectSignedWebhooks(['payment.dispute.opened', 'payment.dispute.won']);
    expect(sent[0]!.body.subject).toEqual({ ...renewal, status: { id: 3, description: 'Chargeback' } });
    expect(sent[1]!.body.subject).toEqual({ ...renewal, status: { id: 1, description: 'Complete' } });
    expectPaymentSubject(sent[1]!.body.subject, reference);
    // Won: it can still be refunded.
    sent = [];
    expect((await post(`/sandbox/payments/${renewal.transaction_id}/refund`)).status).toBe(200);
    expectSignedWebhooks(['payment.refunded']);
  });

  it('a webhook the shop does not take (non-2xx) undoes the action, to try again', async () => {
    const { reference, payment } = await subscribeGold();
    answer = () => Response.json({ error: 'Indisponible.' }, { status: 503 });
    const failed = await post(`/sandbox/payments/${payment.transaction_id}/refund`);
    expect(failed.status).toBe(502);
    expect(failed.body.webhooks).toEqual([expect.objectContaining({ type: 'payment.refunded', status: 503, result: null, reason: 'Indisponible.' })]);
    const failedRenewal = await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    expect(failedRenewal.status).toBe(502);
    expect(failedRenewal.body.webhooks).toHaveLength(1); // no payment.completed after a refused renewal
    expect(await t.db.query('SELECT state FROM sandbox_tebex_payments WHERE reference = $1', [reference])).toEqual([{ state: 'completed' }]);

    answer = undefined;
    sent = [];
    expect((await post(`/sandbox/payments/subscriptions/${reference}/renew`)).status).toBe(200);
    expect(sent[0]!.body.subject.next_payment_at).toBe('2025-08-15T10:00:00.000Z');
    expect((await post(`/sandbox/payments/${payment.transaction_id}/refund`)).status).toBe(200);
  });
});

describe('the payments page', () => {
  it('lists subscriptions and payments with their actions, and after a form post the shop’s answer to each webhook', async () => {
    const { reference, payment } = await subscribeGold();
    const page = await t.call('/sandbox/payments');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<caption>Abonnements</caption>');
    expect(page.body).toContain('<caption>Paiements</caption>');
    expect(page.body).toContain(`action="/sandbox/payments/subscriptions/${reference}/renew"`);
    expect(page.body).toContain(`action="/sandbox/payments/${payment.transaction_id}/refund"`);
    expect(page.body).toMatch(/Renouveler[\s\S]*Annuler[\s\S]*Terminer/);
    expect(page.body).toMatch(/Rembourser[\s\S]*Ouvrir un litige/);

    const posted = await post(`/sandbox/payments/${payment.transaction_id}/refund`, {});
    expect(posted.status).toBe(200);
    expect(posted.body).toMatch(/Webhook payment\.refunded : \w+/);
    expect(posted.body).toContain('Remboursé');
    expect(posted.body).not.toContain(`action="/sandbox/payments/${payment.transaction_id}/refund"`);

    const refused = await post(`/sandbox/payments/${payment.transaction_id}/refund`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toContain('role="alert"');

    // Newest first: a renewal (at the same instant, on this fixed clock) before the payment it renews.
    await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    const renewal: string = sent.at(-1)!.body.subject.transaction_id;
    const listed = (await t.call('/sandbox/payments')).body as string;
    expect(listed.indexOf(renewal)).toBeGreaterThan(0);
    expect(listed.indexOf(renewal)).toBeLessThan(listed.indexOf(payment.transaction_id));
  });

  it('a month on is the same day, or the month’s last day when it has none', () => {
    expect(addMonth('2025-01-31T08:00:00.000Z')).toBe('2025-02-28T08:00:00.000Z');
    expect(addMonth('2024-01-31T08:00:00.000Z')).toBe('2024-02-29T08:00:00.000Z');
    expect(addMonth('2025-12-15T23:30:00.000Z')).toBe('2026-01-15T23:30:00.000Z');
  });
});

describe('the shop, played by the sandbox (its answers and their effects)', () => {
  it('subscribe, renew, cancel, resume, refund, charge back, win the dispute, end: each seen on the account', async () => {
    const fresh = await addAccount(t.db, 'abonne_bac', 0);
    const buyer: Buyer = { id: String(fresh.id), username: 'abonne_bac', cookie: fresh.cookie };
    const account = async () => (await t.call('/api/whoAmI', { cookie: buyer.cookie })).body;
    const results = (answer: { body: { webhooks: { type: string; result: string }[] } }) => answer.body.webhooks.map((w) => `${w.type} ${w.result}`);

    const ident = await basketWith(102, buyer);
    expect((await post(`/sandbox/checkout/${ident}/pay`)).status).toBe(200);
    const first = sent[0]!.body.subject;
    const { recurring_payment_reference: reference } = first;
    expect(await account()).toMatchObject({ rank: 'Gold', shopTokens: 1200, subscription: { rank: 'Gold', status: 'active', until: '2025-07-15T10:00:00.000Z' } });

    const renewed = await post(`/sandbox/payments/subscriptions/${reference}/renew`);
    expect(results(renewed)).toEqual(['recurring-payment.renewed credited', 'payment.completed duplicate']);
    const renewal = sent.at(-1)!.body.subject; // the renewal's payment.completed
    expect(await account()).toMatchObject({ shopTokens: 2400, subscription: { status: 'active', until: '2025-08-15T10:00:00.000Z' } });

    expect(results(await post(`/sandbox/payments/subscriptions/${reference}/cancel`))).toEqual(['recurring-payment.cancellation.requested applied']);
    expect((await account()).subscription).toMatchObject({ rank: 'Gold', status: 'ending' });
    expect(results(await post(`/sandbox/payments/subscriptions/${reference}/resume`))).toEqual(['recurring-payment.cancellation.aborted applied']);
    expect((await account()).subscription).toMatchObject({ status: 'active' });

    // The renewal refunded: its 1200 back; the first month still holds the rank.
    expect(results(await post(`/sandbox/payments/${renewal.transaction_id}/refund`))).toEqual(['payment.refunded applied']);
    expect(await account()).toMatchObject({ rank: 'Gold', shopTokens: 1200 });
    // The first payment charged back: nothing holds the rank any more; won: credited again, once.
    expect(results(await post(`/sandbox/payments/${first.transaction_id}/dispute`))).toEqual(['payment.dispute.opened applied']);
    expect(await account()).toMatchObject({ rank: null, shopTokens: 0 });
    expect(results(await post(`/sandbox/payments/${first.transaction_id}/dispute-won`))).toEqual(['payment.dispute.won applied']);
    expect(await account()).toMatchObject({ rank: 'Gold', shopTokens: 1200 });

    expect(results(await post(`/sandbox/payments/subscriptions/${reference}/end`))).toEqual(['recurring-payment.ended applied']);
    expect(await account()).toMatchObject({ rank: null, subscription: null, shopTokens: 1200 });
  });
});
