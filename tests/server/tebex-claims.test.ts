// Tebex webstore payments (CONTRACT "Players from the game"): the game sends the player's
// Cfx.re identifier with its token request; a payment whose customer is that Cfx.re account
// and names no shop account credits it; one no account matches is recorded, and the game's
// /tebex claims it (POST /api/admin/tebex/claim): once, refused in French otherwise, throttled.
// Runs on PGlite, and on PostgreSQL with `npm run test:pg -- tests/server/tebex-claims.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TebexClaimAnswer } from '../../src/api/contract/admin';
import { upsertProduct } from '../../server/db/products';
import { CLAIM_ERRORS } from '../../server/services/tebex-claims';
import { UNMATCHED_REASON } from '../../server/services/tebex-payments';
import { line, payment, send, webhook } from './helpers/tebex';
import { createTestApp, SERVER_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An item sold for cash: a credited payment of it is a delivery to the game.
  await upsertProduct(t.db, {
    itemId: 'caisse_tebex', label: 'caisse_tebex', name: 'Caisse Tebex', category: 'item', price: 4.99, moneyType: 'cash',
    description: '', images: [], index: 999, tebexPackageId: 9001,
  });
});
afterAll(() => t.close());

const secret = (server = 'hurricane_fa') => ({ 'X-Server-Secret': SERVER_SECRET, gameServer: server });

/** The game's token request: the account of `license` (created when new) remembers `fivemId`; answers its id. */
async function player(license: string, fivemId?: string, server = 'hurricane_fa') {
  const r = await t.call('/api/admin/gameToken', { body: { license, name: license.slice(8), ...(fivemId && { fivemId }) }, headers: secret(server) });
  expect(r.status).toBe(200);
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE license = $1', [license]);
  return row!.id;
}

/** A webstore payment: no basket custom, the customer's Cfx.re account `cfxId`. */
const webstorePayment = (transactionId: string, cfxId: string, products = [line(201)]) =>
  payment(transactionId, products, null, { customer: { email: 'x@example.com', username: { id: cfxId, username: `cfx_${cfxId}` } } });

const claim = (license: string, transactionId: string, extra: Record<string, unknown> = {}, server = 'hurricane_fa') =>
  t.call('/api/admin/tebex/claim', { body: { license, transactionId, ...extra }, headers: secret(server) });

const balance = async (id: number) => (await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [id]))[0]!.shop_tokens;
const ledger = (id: number, ref: string) =>
  t.db.query<{ delta: number; kind: string }>('SELECT delta, kind FROM ledger_entries WHERE account_id = $1 AND ref = $2 ORDER BY id', [id, ref]);
const deliveries = (id: number) =>
  t.db.query<{ server: string; item_id: string; origin: string; action: string }>(
    'SELECT server, item_id, origin, action FROM deliveries WHERE account_id = $1 ORDER BY id',
    [id],
  );
const paymentRow = async (transactionId: string) =>
  (await t.db.query<{ status: string; account_id: number | null; reason: string | null }>(
    'SELECT status, account_id, reason FROM tebex_payments WHERE transaction_id = $1',
    [transactionId],
  ))[0];

describe('the Cfx.re identifier the game sends', () => {
  it('is refused when it is not a fivem: identifier, and stored on the account otherwise (one account each)', async () => {
    const bad = await t.call('/api/admin/gameToken', { body: { license: 'license:cfxbad', name: 'x', fivemId: 'steam:1100001' }, headers: secret() });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/fivemId/);
    const first = await player('license:cfxmove1', 'fivem:7000001');
    const second = await player('license:cfxmove2', 'fivem:7000001'); // the same Cfx.re account under another license
    const held = await t.db.query<{ id: number }>('SELECT id FROM accounts WHERE fivem_id = $1', ['fivem:7000001']);
    expect(held).toEqual([{ id: second }]);
    expect(first).not.toBe(second);
  });
});

describe('a webstore payment of a bound Cfx.re account', () => {
  it('credits that account once, as any payment: the ledger, the history, a delivery to the server it plays on', async () => {
    const id = await player('license:cfxbuyer', 'fivem:5550001', 'hurricane');
    const body = webstorePayment('tbx-cfx-1', '5550001', [line(201), line(9001, 2)]);
    expect((await send(t, body)).body).toEqual({ id: body.id, result: 'credited' });
    expect((await send(t, body)).body).toEqual({ id: body.id, result: 'duplicate' });
    const resent = webstorePayment('tbx-cfx-1', '5550001', [line(201), line(9001, 2)]);
    expect((await send(t, resent)).body.result).toBe('duplicate');
    expect(await balance(id)).toBe(1000);
    expect(await ledger(id, 'tbx-cfx-1')).toEqual([{ delta: 1000, kind: 'tebex' }]);
    expect(await deliveries(id)).toEqual([{ server: 'hurricane', item_id: 'caisse_tebex', origin: 'tebex', action: 'grant' }]);
    expect(await paymentRow('tbx-cfx-1')).toMatchObject({ status: 'credited', account_id: id });
    // Nothing is left to claim.
    const r = await claim('license:cfxbuyer', 'tbx-cfx-1');
    expect(r).toMatchObject({ status: 409, body: { error: CLAIM_ERRORS.credited } });
  });

  it('a basket custom naming an account still wins over the Cfx.re account', async () => {
    const bound = await player('license:cfxbound', 'fivem:5550002');
    const other = await player('license:cfxother');
    const body = payment('tbx-cfx-2', [line(201)], { accountId: String(other), server: 'hurricane_fa' }, {
      customer: { email: null, username: { id: '5550002', username: 'cfx_bound' } },
    });
    expect((await send(t, body)).body.result).toBe('credited');
    expect(await balance(other)).toBe(1000);
    expect(await balance(bound)).toBe(0);
  });
});

describe('POST /api/admin/tebex/claim', () => {
  it('an unmatched payment is recorded, then credited once to the license that claims it, audited', async () => {
    const body = webstorePayment('tbx-claim-1', '5550100', [line(202), line(9001)]);
    expect((await send(t, body)).body).toEqual({ id: body.id, result: 'ignored', reason: UNMATCHED_REASON });
    expect(await paymentRow('tbx-claim-1')).toMatchObject({ status: 'ignored', account_id: null, reason: UNMATCHED_REASON });

    const id = await player('license:claimer1', 'fivem:5550100');
    const r = await claim('license:claimer1', 'tbx-claim-1', { fivemId: 'fivem:5550100' }, 'hurricane');
    expect(r.status).toBe(200);
    expect(z.safeParse(TebexClaimAnswer, r.body).success).toBe(true);
    expect(r.body).toEqual({ credited: { points: 2500 } });
    expect(await balance(id)).toBe(2500);
    expect(await ledger(id, 'tbx-claim-1')).toEqual([{ delta: 2500, kind: 'tebex' }]);
    expect(await deliveries(id)).toEqual([{ server: 'hurricane', item_id: 'caisse_tebex', origin: 'tebex', action: 'grant' }]);
    expect(await paymentRow('tbx-claim-1')).toMatchObject({ status: 'credited', account_id: id });
    const [audit] = await t.db.query<{ action: string; target: string; after: { accountId: number; points: number } }>(
      "SELECT action, target, after FROM audit_log WHERE target = 'payment:tbx-claim-1'",
    );
    expect(audit).toMatchObject({ action: 'tebex.claim', after: { accountId: id, points: 2500, license: 'license:claimer1' } });

    // Claimed again, by the same player or by another one: refused, nothing more credited.
    expect(await claim('license:claimer1', 'tbx-claim-1')).toMatchObject({ status: 409, body: { error: 'Ce paiement a déjà été crédité.' } });
    const thief = await player('license:claimer2');
    expect(await claim('license:claimer2', 'tbx-claim-1')).toMatchObject({ status: 409, body: { error: 'Ce paiement a déjà été crédité.' } });
    expect(await balance(id)).toBe(2500);
    expect(await balance(thief)).toBe(0);
    // Tebex's resend of the payment now finds it credited.
    expect((await send(t, webstorePayment('tbx-claim-1', '5550100', [line(202), line(9001)]))).body.result).toBe('duplicate');
  });

  it('the same claim 5 times at once, while Tebex resends the payment: credited once', async () => {
    await send(t, webstorePayment('tbx-claim-race', '5550300'));
    const id = await player('license:claimrace');
    const [resent, ...claims] = await Promise.all([
      send(t, webstorePayment('tbx-claim-race', '5550300')),
      ...Array.from({ length: 5 }, () => claim('license:claimrace', 'tbx-claim-race')),
    ]);
    expect(claims.filter((r) => r.status === 200)).toHaveLength(1);
    expect(claims.filter((r) => r.status === 409 && r.body.error === CLAIM_ERRORS.credited)).toHaveLength(4);
    expect(['ignored', 'duplicate']).toContain(resent!.body.result);
    expect(await balance(id)).toBe(1000);
    expect(await ledger(id, 'tbx-claim-race')).toEqual([{ delta: 1000, kind: 'tebex' }]);
  });

  it('a rank paid on the webstore: its rank and monthly H-Points', async () => {
    await send(t, webstorePayment('tbx-claim-rank', '5550101', [line(102)]));
    const id = await player('license:claimrank');
    const r = await claim('license:claimrank', 'tbx-claim-rank');
    expect(r.body).toEqual({ credited: { points: 1200, rank: 'Gold' } });
    expect((await t.db.query<{ rank: string }>('SELECT rank FROM accounts WHERE id = $1', [id]))[0]!.rank).toBe('Gold');
  });

  it('a refunded or charged-back payment is refused; a dispute the seller won makes it claimable again', async () => {
    await send(t, webstorePayment('tbx-claim-refund', '5550102'));
    const refund = webhook('payment.refunded', webstorePayment('tbx-claim-refund', '5550102').subject);
    expect((await send(t, refund)).body.result).toBe('ignored');
    const id = await player('license:claimrefund', 'fivem:5550102');
    expect(await claim('license:claimrefund', 'tbx-claim-refund')).toMatchObject({
      status: 409, body: { error: 'Ce paiement a été remboursé ou contesté : il ne peut pas être crédité.' },
    });
    // Its Cfx.re account is bound now: Tebex's resend of the payment still credits nothing.
    expect((await send(t, webstorePayment('tbx-claim-refund', '5550102'))).body.result).toBe('duplicate');
    expect(await balance(id)).toBe(0);

    await send(t, webstorePayment('tbx-claim-dispute', '5550103'));
    await send(t, webhook('payment.dispute.opened', webstorePayment('tbx-claim-dispute', '5550103').subject));
    const disputer = await player('license:claimdispute');
    expect((await claim('license:claimdispute', 'tbx-claim-dispute')).status).toBe(409);
    await send(t, webhook('payment.dispute.won', webstorePayment('tbx-claim-dispute', '5550103').subject));
    expect((await claim('license:claimdispute', 'tbx-claim-dispute')).body).toEqual({ credited: { points: 1000 } });
    expect(await balance(disputer)).toBe(1000);
    // Refunded once credited: taken back as any credited payment.
    await send(t, webhook('payment.refunded', webstorePayment('tbx-claim-dispute', '5550103').subject));
    expect(await balance(disputer)).toBe(0);
  });

  it('an unknown payment, a license without an account, another Cfx.re account’s payment, a payment the shop cannot credit: French errors', async () => {
    await player('license:claimerr', 'fivem:5550200');
    expect(await claim('license:claimerr', 'tbx-nowhere')).toMatchObject({ status: 404, body: { error: CLAIM_ERRORS.unknown } });
    expect(await claim('license:unknown-player', 'tbx-nowhere')).toMatchObject({ status: 404, body: { error: CLAIM_ERRORS.noAccount } });

    await send(t, webstorePayment('tbx-claim-other', '5550201'));
    expect(await claim('license:claimerr', 'tbx-claim-other')).toMatchObject({
      status: 403, body: { error: 'Ce paiement a été fait avec un autre compte Cfx.re que le vôtre : il ne peut pas vous être crédité.' },
    });
    expect(await paymentRow('tbx-claim-other')).toMatchObject({ status: 'ignored', account_id: null });

    await send(t, webstorePayment('tbx-claim-package', '5550200', [line(4242)])); // a package the shop does not sell
    expect(await claim('license:claimerr', 'tbx-claim-package')).toMatchObject({ status: 409, body: { error: CLAIM_ERRORS.notClaimable } });

    expect((await t.call('/api/admin/tebex/claim', { body: { license: 'license:claimerr', transactionId: 'x' } })).status).toBe(403); // no secret
    expect((await claim('license:claimerr', '')).status).toBe(400);
  });

  it('at most 5 tries per license in 10 minutes, answered or not: then 429 in French, until the oldest is 10 minutes old', async () => {
    await player('license:claimthrottle');
    for (let i = 0; i < 5; i++) expect((await claim('license:claimthrottle', `tbx-guess-${i}`)).status).toBe(404);
    const refused = await claim('license:claimthrottle', 'tbx-guess-5');
    expect(refused).toMatchObject({ status: 429, body: { error: 'Trop de tentatives : réessayez dans 10 minutes.' } });
    expect(refused.headers.get('Retry-After')).toBe('600');
    // Another license is not held back.
    await player('license:claimfree');
    expect((await claim('license:claimfree', 'tbx-guess-0')).status).toBe(404);
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await claim('license:claimthrottle', 'tbx-guess-6')).status).toBe(404);
  });
});
