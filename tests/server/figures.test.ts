// GET /api/manage/stats: a known March 2025 (Paris turns to summer time on the 30th) built
// through the shop's own flows (Tebex webhooks, a refund, a chargeback, an unmatched payment,
// points purchases, an admin's credit and debit, accounts created on known Paris days), every
// figure checked to the cent; the period's bounds and who may read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../server/db/accounts';
import { FIGURES_ERRORS } from '../../server/services/figures';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { buyerCustom, line, payment, send } from './helpers/tebex';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
const at = (iso: string) => {
  t.clock.now = new Date(iso);
};
/** A payment made (and received) at `iso`, paid `amount` EUR. */
const paid = (transactionId: string, packageId: number, custom: unknown, iso: string, amount: number, extra: Record<string, unknown> = {}) =>
  payment(transactionId, [line(packageId)], custom, { created_at: iso, price_paid: { amount, currency: 'EUR' }, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
  await addProduct(t.db, 'fig_item', 300);
  const buyer = await addAccount(t.db, 'fig_buyer', 0);
  const character = buyer.characterIds[0]!;
  const sendAt = async (iso: string, body: unknown) => {
    at(iso);
    expect((await send(t, body)).status).toBe(200);
  };
  const buyAt = async (iso: string, amount: number) => {
    at(iso);
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'fig_item', amount) })).status).toBe(200);
  };

  await sendAt('2025-03-03T10:00:00Z', paid('fig-p1', 201, buyerCustom(buyer.id), '2025-03-03T10:00:00Z', 9.99));
  // 23:30 UTC on the 4th is 00:30 in Paris on the 5th.
  await sendAt('2025-03-04T23:30:00Z', paid('fig-p2', 202, buyerCustom(buyer.id), '2025-03-04T23:30:00Z', 19.99));
  await buyAt('2025-03-05T10:00:00Z', 2);
  await sendAt('2025-03-10T12:00:00Z', paid('fig-p3', 102, buyerCustom(buyer.id), '2025-03-10T12:00:00Z', 14.99, { recurring_payment_reference: 'fig-ref-gold' }));
  await sendAt('2025-03-12T09:00:00Z', { ...paid('fig-p1', 201, buyerCustom(buyer.id), '2025-03-03T10:00:00Z', 9.99), type: 'payment.refunded' });
  await sendAt('2025-03-15T08:00:00Z', paid('fig-p4', 203, buyerCustom(buyer.id), '2025-03-15T08:00:00Z', 44.99));
  await sendAt('2025-03-16T08:00:00Z', { ...paid('fig-p4', 203, buyerCustom(buyer.id), '2025-03-15T08:00:00Z', 44.99), type: 'payment.dispute.opened' });
  // Nobody the shop knows paid this one: recorded, credited to no one, its cash counted all the same.
  await sendAt('2025-03-20T12:00:00Z', paid('fig-p5', 201, null, '2025-03-20T12:00:00Z', 9.99, {
    customer: { email: 'x@example.com', username: { id: 'fig-unbound', username: 'stranger' } },
  }));
  at('2025-03-25T12:00:00Z');
  expect((await t.call(`/api/manage/players/${buyer.id}/points`, { cookie: admin, body: { delta: 500, reason: 'Geste commercial' } })).status).toBe(200);
  at('2025-03-26T12:00:00Z');
  expect((await t.call(`/api/manage/players/${buyer.id}/points`, { cookie: admin, body: { delta: -200, reason: 'Correction' } })).status).toBe(200);
  // 21:30 UTC on the 31st is 23:30 in Paris (summer time): still March; 22:30 UTC is April.
  await buyAt('2025-03-31T21:30:00Z', 1);
  await buyAt('2025-03-31T22:30:00Z', 1);

  for (const [name, iso] of [
    ['fig_new1', '2025-02-28T23:30:00Z'], // 00:30 on 1 March in Paris (winter time)
    ['fig_new2', '2025-03-01T00:30:00Z'],
    ['fig_new3', '2025-03-30T22:30:00Z'], // 00:30 on the 31st in Paris (summer time)
    ['fig_new4', '2025-03-31T22:10:00Z'], // 00:10 on 1 April in Paris
  ] as const) {
    await insertAccount(t.db, new Date(iso), { username: name, hash: null });
  }
  at('2025-06-15T10:00:00Z');
});
afterAll(() => t.close());

const stats = async (from: string, to: string, cookie = admin) => t.call(`/api/manage/stats?from=${from}&to=${to}`, { cookie });
const zero = { cashGross: 0, cashRefunded: 0, cashNet: 0, pointsSpent: 0, pointsCredited: 0, purchases: 0, newPlayers: 0 };

describe('the figures of a known month', () => {
  it('every Paris day of March, to the cent and the H-Point', async () => {
    const r = await stats('2025-03-01', '2025-03-31');
    expect(r.status).toBe(200);
    expect(r.body.currency).toBe('EUR');
    expect(r.body.days).toHaveLength(31);
    const expected: Record<string, Partial<typeof zero>> = {
      '2025-03-01': { newPlayers: 2 },
      '2025-03-03': { cashGross: 9.99, cashNet: 9.99, pointsCredited: 1000, purchases: 1 },
      '2025-03-05': { cashGross: 19.99, cashNet: 19.99, pointsCredited: 2500, pointsSpent: 600, purchases: 2 },
      '2025-03-10': { cashGross: 14.99, cashNet: 14.99, pointsCredited: 1200, purchases: 1 },
      '2025-03-12': { cashRefunded: 9.99, cashNet: -9.99 },
      '2025-03-15': { cashGross: 44.99, cashNet: 44.99, pointsCredited: 6000, purchases: 1 },
      '2025-03-16': { cashRefunded: 44.99, cashNet: -44.99 },
      '2025-03-20': { cashGross: 9.99, cashNet: 9.99, purchases: 1 },
      '2025-03-25': { pointsCredited: 500 },
      '2025-03-31': { pointsSpent: 300, purchases: 1, newPlayers: 1 },
    };
    for (const [index, day] of r.body.days.entries()) {
      const name = `2025-03-${String(index + 1).padStart(2, '0')}`;
      expect(day, name).toEqual({ day: name, ...zero, ...expected[name] });
    }
    const cents = (key: 'cashGross' | 'cashRefunded' | 'cashNet') => r.body.days.reduce((s: number, d: Record<string, number>) => s + Math.round(d[key]! * 100), 0);
    expect([cents('cashGross'), cents('cashRefunded'), cents('cashNet')]).toEqual([9995, 5498, 4497]);
  });

  it('top products: what was not refunded nor charged back, by units sold', async () => {
    const { topProducts } = (await stats('2025-03-01', '2025-03-31')).body;
    expect(topProducts).toEqual([
      { itemId: 'fig_item', name: 'fig_item', count: 3, points: 900, cash: 0 },
      { itemId: 'points_2500', name: '2’500 H-Points', count: 1, points: 0, cash: 19.99 },
      { itemId: 'grade_gold', name: 'Gold', count: 1, points: 0, cash: 14.99 },
      { itemId: 'points_1000', name: '1’000 H-Points', count: 1, points: 0, cash: 9.99 },
    ]);
  });

  it('subscriptions renewing now per rank, and what their latest periods cost each month', async () => {
    const { subscriptions } = (await stats('2025-03-01', '2025-03-31')).body;
    expect(subscriptions).toEqual({ active: { Gold: 1 }, monthlyRecurring: 14.99 });
  });

  it('a day across midnight: 1 April holds what happened after 22:00 UTC on 31 March', async () => {
    const r = await stats('2025-04-01', '2025-04-01');
    expect(r.body.days).toEqual([{ day: '2025-04-01', ...zero, pointsSpent: 300, purchases: 1, newPlayers: 1 }]);
    expect(r.body.topProducts).toEqual([{ itemId: 'fig_item', name: 'fig_item', count: 1, points: 300, cash: 0 }]);
  });
});

describe('units sold in the catalogue', () => {
  it('every product’s units, ever: refunded, charged back and unmatched payments left out', async () => {
    const { sold } = (await t.call('/api/manage/products', { cookie: admin })).body;
    expect([sold.fig_item, sold.points_2500, sold.grade_gold, sold.points_1000, sold.points_6000]).toEqual([4, 1, 1, undefined, undefined]);
  });
});

describe('the period and who reads it', () => {
  it('refuses a reversed period, an unreal day and more than 366 days, in French', async () => {
    for (const [from, to, error] of [
      ['2025-03-31', '2025-03-01', FIGURES_ERRORS.order],
      ['2025-02-30', '2025-03-01', FIGURES_ERRORS.badDay],
      ['2024-01-01', '2025-01-01', FIGURES_ERRORS.tooLong],
    ] as const) {
      const r = await stats(from, to);
      expect([r.status, r.body.error], `${from}..${to}`).toEqual([400, error]);
    }
    expect((await stats('2024-01-02', '2025-01-01')).body.days).toHaveLength(366);
    expect((await t.call('/api/manage/stats?from=2025-03', { cookie: admin })).status).toBe(400);
  });

  it('an admin only', async () => {
    expect((await stats('2025-03-01', '2025-03-31', '')).status).toBe(401);
    const player = await t.login('demo', 'demo1234');
    expect((await stats('2025-03-01', '2025-03-31', player)).status).toBe(403);
  });
});
