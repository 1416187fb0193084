// GET /api/goal: the settings' monthly goal and this Paris month's net cash towards it,
// from payments sent as Tebex sends them, to the cent; null without a goal; the net cash
// kept a minute, the goal itself read each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount } from './helpers/fixtures';
import { buyerCustom, line, payment, send } from './helpers/tebex';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let custom: unknown;
const at = (iso: string) => {
  t.clock.now = new Date(iso);
};
/** A payment made and received at `iso`. */
const paid = (id: string, iso: string, amount: number, currency = 'EUR') =>
  payment(id, [line(201)], custom, { created_at: iso, price_paid: { amount, currency } });
const sendAt = async (iso: string, body: unknown) => {
  at(iso);
  expect((await send(t, body)).status).toBe(200);
};
const goal = async () => {
  const r = await t.call('/api/goal');
  expect(r.status).toBe(200);
  return r.body;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
  custom = buyerCustom((await addAccount(t.db, 'goal_buyer', 0)).id);
  await sendAt('2025-03-03T10:00:00Z', paid('goal-p1', '2025-03-03T10:00:00Z', 9.99));
  // 23:30 in Paris on 31 March: March's.
  await sendAt('2025-03-31T21:30:00Z', paid('goal-p2', '2025-03-31T21:30:00Z', 44.99));
  // 00:30 in Paris on 1 April: April's.
  await sendAt('2025-03-31T22:30:00Z', paid('goal-p3', '2025-03-31T22:30:00Z', 19.99));
  await sendAt('2025-04-10T12:00:00Z', paid('goal-p4', '2025-04-10T12:00:00Z', 14.99));
  await sendAt('2025-04-11T12:00:00Z', paid('goal-p5', '2025-04-11T12:00:00Z', 30, 'USD'));
  // March's payment refunded in April: April's net cash loses it, as the dashboard counts it.
  await sendAt('2025-04-12T09:00:00Z', { ...paid('goal-p1', '2025-03-03T10:00:00Z', 9.99), type: 'payment.refunded' });
});
afterAll(() => t.close());

describe('GET /api/goal', () => {
  it('null while no goal is set', async () => {
    at('2025-04-20T12:00:00Z');
    expect(await goal()).toBeNull();
  });

  it("the goal and this Paris month's net cash in its currency, to the cent; the sum kept a minute, the goal read each time", async () => {
    const setGoal = async (value: unknown) =>
      expect((await t.call('/api/manage/settings', { method: 'PUT', cookie: admin, body: { goal: value } })).status).toBe(200);
    at('2025-04-20T13:00:00Z');
    await setGoal({ amount: 500, currency: 'EUR' });
    expect(await goal()).toEqual({ amount: 500, currency: 'EUR', reached: 24.99 });
    await sendAt('2025-04-20T13:00:30Z', paid('goal-p6', '2025-04-20T13:00:30Z', 5.01));
    await setGoal({ amount: 800, currency: 'EUR' });
    expect(await goal()).toEqual({ amount: 800, currency: 'EUR', reached: 24.99 });
    at('2025-04-20T13:01:00Z');
    expect((await goal()).reached).toBe(30);
    await setGoal({ amount: 100, currency: 'USD' });
    expect((await goal()).reached).toBe(30);
    await setGoal({ amount: 500, currency: 'EUR' });
    at('2025-05-01T12:00:00Z');
    expect((await goal()).reached).toBe(0);
    await setGoal(null);
    expect(await goal()).toBeNull();
  });
});
