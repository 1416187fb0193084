// POST /api/tebex/webhook: signature, validation, crediting once per transaction id.
// Runs on PGlite, and on PostgreSQL with `npm run test:pg -- tests/server/tebex-webhook.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProduct } from '../../server/db/products';
import type { Database } from '../../server/db/queryable';
import { optionsFromEnv, sandboxMode } from '../../server/env-options';
import { DEV_TEBEX_WEBHOOK_SECRET, tebexSignature, tebexWebhookSecret } from '../../server/http/tebex-signature';
import { addAccount } from './helpers/fixtures';
import { buyerCustom, gift, line, payment, send, type WebhookInit } from './helpers/tebex';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balance = async (id: number) => (await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [id]))[0]!.shop_tokens;
const rankOf = async (id: number) => (await t.db.query<{ rank: string | null }>('SELECT rank FROM accounts WHERE id = $1', [id]))[0]!.rank;
const paymentRow = async (transactionId: string) =>
  (await t.db.query<{ status: string; reason: string | null }>('SELECT status, reason FROM tebex_payments WHERE transaction_id = $1', [transactionId]))[0];
const nameOf = async (packageId: number) =>
  (await t.db.query<{ name: string }>('SELECT name FROM products WHERE tebex_package_id = $1', [packageId]))[0]!.name;
const historyRows = async (transactionId: string) =>
  t.db.query<{ id: string }>('SELECT id FROM tebex_transactions WHERE transaction_id = $1', [transactionId]);

describe('the signature', () => {
  it('validation.webhook, signed, is answered with its id', async () => {
    const r = await send(t, { id: '2c116b11-1110-91e0-b266-b792c8da5f11', type: 'validation.webhook', date: '2021-08-24T12:21:47+00:00', subject: {} });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ id: '2c116b11-1110-91e0-b266-b792c8da5f11', result: 'validated' });
  });

  it('missing, wrong, from another secret or over a changed body: 401 and nothing credited nor recorded', async () => {
    const buyer = await addAccount(t.db, 'sig_buyer', 100);
    const body = payment('tbx-sig-1', [line(201)], buyerCustom(buyer.id));
    const raw = JSON.stringify(body);
    const tampered = raw.replace('"quantity":1', '"quantity":9');
    for (const init of [
      { signature: null },
      { signature: '' },
      { signature: 'f'.repeat(64) },
      { secret: 'another-secret' },
      { raw: tampered, signature: tebexSignature(DEV_TEBEX_WEBHOOK_SECRET, raw) },
    ] satisfies WebhookInit[]) {
      const r = await send(t, body, init);
      expect(r.status, JSON.stringify(init)).toBe(401);
      expect(r.body.error).toEqual(expect.any(String));
    }
    expect(await balance(buyer.id)).toBe(100);
    expect(await paymentRow('tbx-sig-1')).toBeUndefined();
    // The same body, rightly signed, is credited.
    expect((await send(t, body)).body).toMatchObject({ id: body.id, result: 'credited' });
    expect(await balance(buyer.id)).toBe(1100);
  });

  it('the signature is over the raw bytes: the same JSON spaced differently needs its own signature', async () => {
    const buyer = await addAccount(t.db, 'raw_buyer', 0);
    const body = payment('tbx-raw-1', [line(201)], buyerCustom(buyer.id));
    const spaced = JSON.stringify(body, null, 2);
    expect((await send(t, body, { raw: spaced, signature: tebexSignature(DEV_TEBEX_WEBHOOK_SECRET, JSON.stringify(body)) })).status).toBe(401);
    expect((await send(t, body, { raw: spaced })).body.result).toBe('credited');
    expect(await balance(buyer.id)).toBe(1000);
  });

  it('a signed body that is not JSON or not a webhook: 400; over 64 KB: 413 before anything else', async () => {
    expect((await send(t, null, { raw: 'pas du json' })).status).toBe(400);
    expect((await send(t, { type: 'payment.completed' })).status).toBe(400);
    expect((await send(t, { id: 'x', type: 'payment.completed', subject: { products: [] } })).status).toBe(400);
    const big = await send(t, null, { raw: JSON.stringify({ id: 'x', type: 'validation.webhook', subject: { pad: 'x'.repeat(70_000) } }) });
    expect(big.status).toBe(413);
  });
});

describe('payment.completed', () => {
  it('a points pack credits its H-Points × quantity to the buyer, once per transaction id; the history lists it', async () => {
    const buyer = await addAccount(t.db, 'points_buyer', 50);
    const first = payment('tbx-points-1', [line(202, 2)], buyerCustom(buyer.id));
    expect((await send(t, first)).body).toEqual({ id: first.id, result: 'credited' });
    expect(await balance(buyer.id)).toBe(50 + 2 * 2500);

    // Tebex retries (same webhook) and resends (a new webhook id, same transaction): nothing more.
    expect((await send(t, first)).body).toEqual({ id: first.id, result: 'duplicate' });
    const resent = payment('tbx-points-1', [line(202, 2)], buyerCustom(buyer.id));
    expect((await send(t, resent)).body).toEqual({ id: resent.id, result: 'duplicate' });
    expect(await balance(buyer.id)).toBe(50 + 2 * 2500);

    const history = await t.call('/api/getPlayerTransactions', { cookie: buyer.cookie });
    expect(history.status).toBe(200);
    expect(history.body.tebex).toEqual([
      { id: 'tbx-points-1', date: expect.any(String), packageData: { id: 202, name: await nameOf(202) }, quantity: 2, kind: 'tebex', points: 5000 },
    ]);
    expect(history.body.shop).toEqual([]);
  });

  it('the same transaction sent 5 times at once is credited once', async () => {
    const buyer = await addAccount(t.db, 'parallel_buyer', 0);
    const results = await Promise.all(Array.from({ length: 5 }, () => send(t, payment('tbx-parallel-1', [line(201)], buyerCustom(buyer.id)))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.result === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.body.result === 'duplicate')).toHaveLength(4);
    expect(await balance(buyer.id)).toBe(1000);
    expect(await historyRows('tbx-parallel-1')).toHaveLength(1);
  });

  it('a gift credits the recipient named by the package, not the buyer; the buyer’s history lists it', async () => {
    const buyer = await addAccount(t.db, 'gift_buyer', 10);
    const friend = await addAccount(t.db, 'gift_friend', 20);
    const body = payment('tbx-gift-1', [line(201, 1, gift(friend.id, 'gift_friend'))], buyerCustom(buyer.id));
    expect((await send(t, body)).body.result).toBe('credited');
    expect(await balance(friend.id)).toBe(1020);
    expect(await balance(buyer.id)).toBe(10);
    const history = await t.call('/api/getPlayerTransactions', { cookie: buyer.cookie });
    expect(history.body.tebex[0]).toMatchObject({ id: 'tbx-gift-1', packageData: { id: 201 } });
    const [row] = await t.db.query<{ recipient_id: number; gift_target: string }>(
      'SELECT recipient_id, gift_target FROM tebex_transactions WHERE id = $1',
      ['tbx-gift-1'],
    );
    expect(row).toEqual({ recipient_id: friend.id, gift_target: 'gift_friend' });
  });

  it('a rank package sets the rank (of the gift recipient for a gift) and queues its delivery to the basket’s server', async () => {
    const buyer = await addAccount(t.db, 'rank_buyer', 0);
    const friend = await addAccount(t.db, 'rank_friend', 0);
    const body = payment('tbx-rank-1', [line(103), line(104, 1, gift(friend.id, 'rank_friend'))], buyerCustom(buyer.id, 'hurricane'));
    expect((await send(t, body)).body.result).toBe('credited');
    expect(await rankOf(buyer.id)).toBe('Diamond');
    expect(await rankOf(friend.id)).toBe('Émeraude');
    // Two lines: the history names each after the payment.
    expect((await historyRows('tbx-rank-1')).map((r) => r.id).sort()).toEqual(['tbx-rank-1-1', 'tbx-rank-1-2']);
    const rankDeliveries = () =>
      t.db.query<{ account_id: number; server: string; item_id: string; category: string; amount: number; action: string }>(
        `SELECT account_id, server, item_id, category, amount, action FROM deliveries WHERE account_id = ANY($1) ORDER BY account_id`,
        [[buyer.id, friend.id]],
      );
    expect(await rankDeliveries()).toEqual([
      { account_id: buyer.id, server: 'hurricane', item_id: 'grade_diamond', category: 'Grades', amount: 1, action: 'grant' },
      { account_id: friend.id, server: 'hurricane', item_id: 'grade_emeraude', category: 'Grades', amount: 1, action: 'grant' },
    ]);
    // The same webhook again: nothing more is queued.
    expect((await send(t, body)).body.result).toBe('duplicate');
    expect(await rankDeliveries()).toHaveLength(2);
  });

  it('points packs are not delivered to the game (they live on the account)', async () => {
    const buyer = await addAccount(t.db, 'nodelivery_buyer', 0);
    expect((await send(t, payment('tbx-nodelivery-1', [line(201)], buyerCustom(buyer.id)))).body.result).toBe('credited');
    expect(await t.db.query(`SELECT id FROM deliveries WHERE source_ref LIKE 'tbx-nodelivery-1/%'`)).toEqual([]);
  });

  it('what is credited is the shop’s own data for the package, never the webhook’s names or prices', async () => {
    const buyer = await addAccount(t.db, 'own_data_buyer', 0);
    const body = payment('tbx-own-1', [{ id: '201', name: '1 000 000 H-Points', quantity: 1, custom: null }], buyerCustom(buyer.id));
    expect((await send(t, body)).body.result).toBe('credited');
    expect(await balance(buyer.id)).toBe(1000);
    const history = await t.call('/api/getPlayerTransactions', { cookie: buyer.cookie });
    expect(history.body.tebex[0].packageData).toEqual({ id: 201, name: await nameOf(201) });
    expect(await nameOf(201)).toBe('1’000 H-Points');
  });

  it('a payment that does not match is recorded and credits nothing; resent once fixed, it is credited', async () => {
    const buyer = await addAccount(t.db, 'mismatch_buyer', 0);
    const cases: [string, ReturnType<typeof payment>][] = [
      ['tbx-bad-custom', payment('tbx-bad-custom', [line(201)], null)],
      ['tbx-bad-account', payment('tbx-bad-account', [line(201)], buyerCustom(999_999))],
      ['tbx-bad-server', payment('tbx-bad-server', [line(201)], { accountId: String(buyer.id), server: 'autre' })],
      ['tbx-bad-qty', payment('tbx-bad-qty', [line(201, 0)], buyerCustom(buyer.id))],
      ['tbx-bad-gift', payment('tbx-bad-gift', [line(201, 1, gift(999_999, 'personne'))], buyerCustom(buyer.id))],
      ['tbx-bad-gift-shape', payment('tbx-bad-gift-shape', [line(201, 1, { gift_target_data: { nickname: 'sans id' } })], buyerCustom(buyer.id))],
      // One good line and one unknown package: the whole payment credits nothing.
      ['tbx-bad-package', payment('tbx-bad-package', [line(201), line(777)], buyerCustom(buyer.id))],
    ];
    for (const [transactionId, body] of cases) {
      const r = await send(t, body);
      expect(r.status, transactionId).toBe(200);
      expect(r.body, transactionId).toMatchObject({ id: body.id, result: 'ignored', reason: expect.any(String) });
      expect(await paymentRow(transactionId), transactionId).toMatchObject({ status: 'ignored', reason: r.body.reason });
      expect(await historyRows(transactionId), transactionId).toEqual([]);
    }
    expect(await balance(buyer.id)).toBe(0);

    // The admin sells package 777 now; Tebex's "resend" of the same payment credits it, once.
    await upsertProduct(t.db, {
      itemId: 'points_777', label: 'points_777', name: '777 H-Points', category: 'Points boutique', price: 7.77, moneyType: 'cash',
      description: '', images: [], index: 999, tebexPackageId: 777, grantsTokens: 777,
    });
    const [, badPackage] = cases.at(-1)!;
    expect((await send(t, badPackage)).body.result).toBe('credited');
    expect((await send(t, badPackage)).body.result).toBe('duplicate');
    expect(await balance(buyer.id)).toBe(1000 + 777);
    expect(await paymentRow('tbx-bad-package')).toMatchObject({ status: 'credited', reason: null });
  });

  it('other events are acknowledged and change nothing', async () => {
    const buyer = await addAccount(t.db, 'refund_buyer', 0);
    const refund = { ...payment('tbx-refund-1', [line(201)], buyerCustom(buyer.id)), type: 'payment.refunded' };
    expect((await send(t, refund)).body).toMatchObject({ id: refund.id, result: 'ignored' });
    expect(await balance(buyer.id)).toBe(0);
    expect(await paymentRow('tbx-refund-1')).toBeUndefined();
  });
});

describe('the secret', () => {
  it('from the environment: TEBEX_WEBHOOK_SECRET; the development one only with the sandbox', () => {
    const options = (env: NodeJS.ProcessEnv) => optionsFromEnv(env, {} as Database, { privateKeyPem: 'k', publicKeyPem: 'k' }, '/shop');
    expect(options({}).tebexWebhookSecret).toBe(DEV_TEBEX_WEBHOOK_SECRET);
    expect(options({ TEBEX_WEBHOOK_SECRET: 'le-secret-de-tebex' }).tebexWebhookSecret).toBe('le-secret-de-tebex');
    expect(options({ HOST: '0.0.0.0' }).tebexWebhookSecret).toBeUndefined();
    expect(sandboxMode({ HOST: '0.0.0.0' }).warnings.join(' ')).toMatch(/TEBEX_WEBHOOK_SECRET is unset/);
    expect(options({ HOST: '0.0.0.0', TEBEX_WEBHOOK_SECRET: DEV_TEBEX_WEBHOOK_SECRET }).tebexWebhookSecret).toBeUndefined();
    expect(sandboxMode({ HOST: '0.0.0.0', TEBEX_WEBHOOK_SECRET: DEV_TEBEX_WEBHOOK_SECRET }).warnings.join(' ')).toMatch(/public development secret/);
    expect(options({ HOST: '0.0.0.0', TEBEX_WEBHOOK_SECRET: 'le-secret-de-tebex' }).tebexWebhookSecret).toBe('le-secret-de-tebex');
    expect(sandboxMode({ HOST: '0.0.0.0', TEBEX_WEBHOOK_SECRET: 'le-secret-de-tebex' }).warnings.join(' ')).not.toMatch(/TEBEX/);
  });

  const validation = { id: 'v-1', type: 'validation.webhook', subject: {} };

  it('without the sandbox and without TEBEX_WEBHOOK_SECRET the webhook is off (503)', async () => {
    const off = await createTestApp({ sandbox: false });
    try {
      expect((await send(off, validation)).status).toBe(503);
    } finally {
      await off.close();
    }
  });

  it('the development secret is refused without the sandbox; a configured secret is the only one that signs', async () => {
    expect(tebexWebhookSecret({ sandbox: false, tebexWebhookSecret: DEV_TEBEX_WEBHOOK_SECRET })).toBeUndefined();
    expect(tebexWebhookSecret({ sandbox: false })).toBeUndefined();
    expect(tebexWebhookSecret({ sandbox: true })).toBe(DEV_TEBEX_WEBHOOK_SECRET);
    expect(tebexWebhookSecret({ sandbox: true, tebexWebhookSecret: 'le-secret-de-tebex' })).toBe('le-secret-de-tebex');
    const real = await createTestApp({ sandbox: false, tebexWebhookSecret: 'le-secret-de-tebex' });
    try {
      expect((await send(real, validation)).status).toBe(401);
      expect((await send(real, validation, { secret: 'le-secret-de-tebex' })).body).toEqual({ id: 'v-1', result: 'validated' });
    } finally {
      await real.close();
    }
  });
});
