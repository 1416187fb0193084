// Ranks as subscriptions and money that comes back (docs/tebex.md): Tebex's
// recurring-payment and payment webhooks, in order, twice and out of order; the expiry
// job; refunds, chargebacks and won disputes. PGlite, and PostgreSQL with test:pg.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerMismatches } from '../../server/db/ledger';
import { upsertProduct } from '../../server/db/products';
import { expireRanks } from '../../server/services/rank-expiry';
import { addAccount, buy, addProduct } from './helpers/fixtures';
import { buyerCustom, line, payment, paymentSubject, recurring, send } from './helpers/tebex';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // An item sold on Tebex, delivered in game (the demo data sells only ranks and points there).
  await upsertProduct(t.db, {
    itemId: 'tebex_sultan', label: 'tebex_sultan', name: 'Sultan Tebex', category: 'vehicle', price: 4.99, moneyType: 'cash',
    description: '<p>test</p>', images: [], index: 998, tebexPackageId: 901,
  });
});
afterAll(() => t.close());

const GOLD = 102;
const DIAMOND = 103;
const POINTS_2500 = 202;
const DAY = 24 * 3600_000;

const account = async (id: number) =>
  (await t.db.query<{ rank: string | null; shop_tokens: number }>('SELECT rank, shop_tokens FROM accounts WHERE id = $1', [id]))[0]!;
const whoAmI = async (cookie: string) => (await t.call('/api/whoAmI', { cookie })).body;
const rankDeliveries = (accountId: number) =>
  t.db.query<{ item_id: string; action: string }>(`SELECT item_id, action FROM deliveries WHERE account_id = $1 AND source_ref LIKE 'rank/%' ORDER BY id`, [accountId]);
const history = async (cookie: string) => (await t.call('/api/getPlayerTransactions', { cookie })).body;
const isoIn = (ms: number) => new Date(t.clock.now.getTime() + ms).toISOString();

/** A subscriber: its first payment (with the reference) and the subject Tebex repeats in each event. */
async function subscriber(name: string, tokens = 0, rankPackage = GOLD) {
  const player = await addAccount(t.db, name, tokens);
  const reference = `ref-${name}`;
  const first = paymentSubject(`tx-${name}-1`, [line(rankPackage)], buyerCustom(player.id), { recurring_payment_reference: reference });
  return { ...player, reference, first };
}

describe('a subscription’s paid periods', () => {
  it('payment.completed with a reference: the rank, its monthly H-Points once, a grant; started sets the renewal date', async () => {
    const p = await subscriber('sub_start', 100);
    expect((await send(t, payment(p.first.transaction_id, [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference }))).body.result).toBe('credited');
    expect(await account(p.id)).toEqual({ rank: 'Gold', shop_tokens: 1300 });
    expect(await rankDeliveries(p.id)).toEqual([{ item_id: 'grade_gold', action: 'grant' }]);

    // started repeats the same payment: credited once; its next_payment_at is the period's end.
    const nextPaymentAt = isoIn(30 * DAY);
    expect((await send(t, recurring('started', { reference: p.reference, nextPaymentAt, initial: p.first }))).body.result).toBe('applied');
    expect((await account(p.id)).shop_tokens).toBe(1300);
    expect((await whoAmI(p.cookie)).subscription).toEqual({ rank: 'Gold', status: 'active', until: nextPaymentAt });
    expect(await rankDeliveries(p.id)).toHaveLength(1);
  });

  it('renewed then the same payment’s payment.completed (or the other way round): +1200 once per transaction', async () => {
    const p = await subscriber('sub_renew');
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    expect((await account(p.id)).shop_tokens).toBe(1200);

    const second = paymentSubject('tx-sub_renew-2', [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference });
    const renewal = recurring('renewed', { reference: p.reference, nextPaymentAt: isoIn(60 * DAY), initial: p.first, last: second });
    expect((await send(t, renewal)).body.result).toBe('credited');
    expect((await send(t, renewal)).body.result).toBe('duplicate');
    expect((await send(t, payment('tx-sub_renew-2', [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference }))).body.result).toBe('duplicate');
    expect((await account(p.id)).shop_tokens).toBe(2400);

    // The third period's payment.completed comes before its renewed.
    const third = paymentSubject('tx-sub_renew-3', [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference });
    expect((await send(t, payment(third.transaction_id, [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference }))).body.result).toBe('credited');
    expect((await send(t, recurring('renewed', { reference: p.reference, nextPaymentAt: isoIn(90 * DAY), initial: p.first, last: third }))).body.result).toBe('applied');
    expect((await account(p.id)).shop_tokens).toBe(3600);
    expect((await whoAmI(p.cookie)).subscription.until).toBe(isoIn(90 * DAY));

    const { tebex } = await history(p.cookie);
    const monthly = tebex.filter((l: { kind: string }) => l.kind === 'monthly');
    expect(monthly).toHaveLength(3);
    expect(monthly[0]).toMatchObject({ packageData: { name: 'Points mensuels Gold' }, points: 1200, quantity: 1 });
  });

  it('renewed before the first payment.completed: both periods credited once, the end never moves back', async () => {
    const p = await subscriber('sub_order');
    const second = paymentSubject('tx-sub_order-2', [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference });
    await send(t, recurring('renewed', { reference: p.reference, nextPaymentAt: isoIn(60 * DAY), initial: p.first, last: second }));
    await send(t, payment(p.first.transaction_id, [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference }));
    // A late status-changed carrying the older date.
    await send(t, recurring('status-changed', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first, last: p.first }));
    expect(await account(p.id)).toEqual({ rank: 'Gold', shop_tokens: 2400 });
    expect((await whoAmI(p.cookie)).subscription).toEqual({ rank: 'Gold', status: 'active', until: isoIn(60 * DAY) });
  });

  it('cancellation requested: "ending", the rank kept; aborted: active again; ended: the rank goes (revoke)', async () => {
    const p = await subscriber('sub_cancel');
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    const event = (type: string) => recurring(type, { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first, cancelledAt: isoIn(0) });
    await send(t, event('cancellation.requested'));
    expect((await whoAmI(p.cookie)).subscription).toMatchObject({ rank: 'Gold', status: 'ending' });
    await send(t, event('cancellation.aborted'));
    expect((await whoAmI(p.cookie)).subscription).toMatchObject({ status: 'active' });
    await send(t, event('ended'));
    const me = await whoAmI(p.cookie);
    expect([me.rank, me.subscription]).toEqual([null, null]);
    expect(await rankDeliveries(p.id)).toEqual([{ item_id: 'grade_gold', action: 'grant' }, { item_id: 'grade_gold', action: 'revoke' }]);
    // Ended is final: a late aborted brings nothing back.
    await send(t, event('cancellation.aborted'));
    expect((await account(p.id)).rank).toBeNull();
  });

  it('ended before a late renewed: its payment credits its H-Points once, the rank stays gone', async () => {
    const p = await subscriber('sub_late');
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    await send(t, recurring('ended', { reference: p.reference, initial: p.first }));
    const second = paymentSubject('tx-sub_late-2', [line(GOLD)], buyerCustom(p.id), { recurring_payment_reference: p.reference });
    await send(t, recurring('renewed', { reference: p.reference, nextPaymentAt: isoIn(60 * DAY), initial: p.first, last: second }));
    expect(await account(p.id)).toEqual({ rank: null, shop_tokens: 2400 });
  });

  it('two ranks at once: the higher one is the account’s; when it ends, the lower one comes back', async () => {
    const p = await subscriber('sub_two');
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    const diamond = paymentSubject('tx-sub_two-d', [line(DIAMOND)], buyerCustom(p.id), { recurring_payment_reference: 'ref-sub_two-d' });
    await send(t, recurring('started', { reference: 'ref-sub_two-d', nextPaymentAt: isoIn(30 * DAY), initial: diamond }));
    expect(await account(p.id)).toEqual({ rank: 'Diamond', shop_tokens: 1200 + 1600 });
    await send(t, recurring('ended', { reference: 'ref-sub_two-d', initial: diamond }));
    expect((await whoAmI(p.cookie)).subscription).toMatchObject({ rank: 'Gold', status: 'active' });
    expect(await rankDeliveries(p.id)).toEqual([
      { item_id: 'grade_gold', action: 'grant' },
      { item_id: 'grade_gold', action: 'revoke' },
      { item_id: 'grade_diamond', action: 'grant' },
      { item_id: 'grade_diamond', action: 'revoke' },
      { item_id: 'grade_gold', action: 'grant' },
    ]);
  });

  it('a rank paid once holds 31 days ("ending"), then the job ends it 24 h after, once even when two instances run it', async () => {
    const p = await addAccount(t.db, 'sub_once', 0);
    await send(t, payment('tx-sub_once', [line(GOLD)], buyerCustom(p.id)));
    expect((await whoAmI(p.cookie)).subscription).toEqual({ rank: 'Gold', status: 'ending', until: isoIn(31 * DAY) });
    const start = t.clock.now;
    try {
      t.clock.advance(32 * DAY - 3600_000); // 23 h past the end: still held
      await expireRanks(t.db, t.clock.now);
      expect((await account(p.id)).rank).toBe('Gold');
      t.clock.advance(2 * 3600_000);
      const runs = await Promise.all([expireRanks(t.db, t.clock.now), expireRanks(t.db, t.clock.now)]);
      expect(runs.flatMap((r) => r ?? []).filter((id) => id === p.id)).toHaveLength(1);
      expect((await account(p.id)).rank).toBeNull();
      expect(await rankDeliveries(p.id)).toEqual([{ item_id: 'grade_gold', action: 'grant' }, { item_id: 'grade_gold', action: 'revoke' }]);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('money that comes back', () => {
  it('a refund after the points were spent: the balance goes below zero and purchases are refused; once', async () => {
    const p = await addAccount(t.db, 'refund_spent', 0);
    await addProduct(t.db, 'refund_item', 2000);
    await send(t, payment('tx-refund-spent', [line(POINTS_2500)], buyerCustom(p.id)));
    expect((await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'refund_item') })).status).toBe(200);
    const refund = { ...payment('tx-refund-spent', [line(POINTS_2500)], buyerCustom(p.id)), type: 'payment.refunded' };
    expect((await send(t, refund)).body.result).toBe('applied');
    expect((await send(t, refund)).body.result).toBe('duplicate');
    expect((await send(t, { ...refund, id: 'another-id' })).body.result).toBe('duplicate');
    expect((await whoAmI(p.cookie)).shopTokens).toBe(-2000);
    await addProduct(t.db, 'refund_cheap', 1);
    const refused = await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'refund_cheap') });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ message: "Vous n'avez pas assez de points boutique", shopTokensAmount: -2000 });
    const reversal = (await history(p.cookie)).tebex.find((l: { kind: string }) => l.kind === 'reversal');
    expect(reversal).toMatchObject({ packageData: { name: 'Remboursement' }, points: -2500 });
  });

  it('a chargeback of a renewal takes its period’s H-Points and the rank (no other period holds it); a won dispute gives both back once', async () => {
    const p = await subscriber('dispute_rank');
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    const dispute = { ...payment(p.first.transaction_id, [line(GOLD)], buyerCustom(p.id)), type: 'payment.dispute.opened' };
    expect((await send(t, dispute)).body.result).toBe('applied');
    expect(await account(p.id)).toEqual({ rank: null, shop_tokens: 0 });
    expect((await history(p.cookie)).tebex.find((l: { kind: string }) => l.kind === 'reversal')).toMatchObject({ packageData: { name: 'Litige' }, points: -1200 });
    const won = { ...dispute, id: 'won-1', type: 'payment.dispute.won' };
    expect((await send(t, won)).body.result).toBe('applied');
    expect((await send(t, { ...won, id: 'won-2' })).body.result).toBe('duplicate');
    expect(await account(p.id)).toEqual({ rank: 'Gold', shop_tokens: 1200 });
    expect((await rankDeliveries(p.id)).map((d) => d.action)).toEqual(['grant', 'revoke', 'grant']);
  });

  it('refunding one period keeps the rank another running period holds', async () => {
    const p = await subscriber('refund_period');
    await send(t, payment('tx-refund_period-d', [line(DIAMOND)], buyerCustom(p.id)));
    await send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first }));
    expect((await account(p.id)).rank).toBe('Diamond');
    await send(t, { ...payment('tx-refund_period-d', [line(DIAMOND)], buyerCustom(p.id)), type: 'payment.refunded' });
    expect(await account(p.id)).toEqual({ rank: 'Gold', shop_tokens: 1200 });
  });

  it('pending deliveries of a reversed payment are cancelled, given ones revoked', async () => {
    const p = await addAccount(t.db, 'refund_items', 0);
    await t.db.query(`UPDATE accounts SET license = 'license:refund_items' WHERE id = $1`, [p.id]);
    await send(t, payment('tx-items-given', [line(901)], buyerCustom(p.id)));
    const claim = (licenses: string[]) => t.call('/api/admin/deliveries/claim', {
      body: { server: 'hurricane_fa', licenses }, headers: { 'X-Server-Secret': 'test-secret', gameServer: 'hurricane_fa' },
    });
    const [given] = (await claim(['license:refund_items'])).body.deliveries;
    await t.call(`/api/admin/deliveries/${given.id}/ack`, { method: 'POST', headers: { 'X-Server-Secret': 'test-secret', gameServer: 'hurricane_fa' } });
    await send(t, payment('tx-items-pending', [line(901)], buyerCustom(p.id)));
    await send(t, { ...payment('tx-items-given', [line(901)], buyerCustom(p.id)), type: 'payment.refunded' });
    await send(t, { ...payment('tx-items-pending', [line(901)], buyerCustom(p.id)), type: 'payment.refunded' });
    t.clock.advance(61_000); // past any lease
    const after = (await claim(['license:refund_items'])).body.deliveries;
    expect(after.map((d: { itemId: string; action: string }) => [d.itemId, d.action])).toEqual([['tebex_sultan', 'revoke']]);
  });

  it('a reversal of an unknown transaction, and a declined payment, change nothing', async () => {
    const p = await addAccount(t.db, 'refund_unknown', 50);
    for (const type of ['payment.refunded', 'payment.declined']) {
      const r = await send(t, { ...payment('tx-never-seen', [line(POINTS_2500)], buyerCustom(p.id)), type });
      expect(r.body.result).toBe('ignored');
    }
    expect((await account(p.id)).shop_tokens).toBe(50);
  });
});

describe('the ledger', () => {
  it('every account’s balance is the sum of its entries after a concurrent mix of purchases, credits, renewals and reversals', async () => {
    await addProduct(t.db, 'ledger_item', 300);
    const players = await Promise.all(Array.from({ length: 6 }, (_, i) => subscriber(`ledger_${i}`, 1000)));
    const work = players.flatMap((p, i) => [
      send(t, recurring('started', { reference: p.reference, nextPaymentAt: isoIn(30 * DAY), initial: p.first })),
      send(t, payment(`tx-ledger-${i}-pts`, [line(POINTS_2500)], buyerCustom(p.id))),
      ...Array.from({ length: 4 }, () => t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'ledger_item') })),
      send(t, { ...payment(`tx-ledger-${i}-pts`, [line(POINTS_2500)], buyerCustom(p.id)), type: 'payment.refunded' }),
      send(t, { ...payment(p.first.transaction_id, [line(GOLD)], buyerCustom(p.id)), type: 'payment.dispute.opened' }),
    ]);
    const answers = await Promise.all(work);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});
