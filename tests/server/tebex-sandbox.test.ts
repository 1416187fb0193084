import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await t.login();
});
afterAll(() => t.close());

const API = '/sandbox/tebex/api';
const ACCOUNT = `${API}/accounts/sandbox-token`;

async function authedBasket(cookie: string) {
  const created = await t.call(`${ACCOUNT}/baskets`, {
    body: { complete_url: 'http://localhost/', cancel_url: 'http://localhost/?cancelled=true', custom: {}, complete_auto_redirect: false },
  });
  const ident: string = created.body.data.ident;
  const links = await t.call(`${ACCOUNT}/baskets/${ident}/auth?returnUrl=${encodeURIComponent('http://localhost/tokens?basketauthurldata=%7B%7D')}`);
  const auth = await t.app.request(`http://localhost${new URL(links.body[0].url).pathname}${new URL(links.body[0].url).search}`, {
    headers: { Cookie: cookie },
  });
  const back = new URL(auth.headers.get('location')!);
  expect(back.searchParams.get('success')).toBe('true');
  expect(back.searchParams.get('basketauthurldata')).toBe('{}');
  return ident;
}

describe('Tebex headless sandbox', () => {
  it('lists categories with the rank and points packages', async () => {
    const all = await t.call(`${ACCOUNT}/categories?includePackages=1`);
    const names = all.body.data.flatMap((c: { packages: { name: string }[] }) => c.packages.map((p) => p.name));
    expect(names).toEqual(expect.arrayContaining(['VIP Silver', 'Gold', 'Diamond', 'Émeraude', 'Rubis']));
    expect(names).toHaveLength(9);
    const one = await t.call(`${ACCOUNT}/categories/${all.body.data[1].id}?includePackages=1`);
    expect(one.body.data.packages).toHaveLength(4);
    expect((await t.call(`${API}/accounts/wrong/categories`)).status).toBe(404);
  });

  it('refuses a package before the basket is authenticated, with a Tebex-shaped 422', async () => {
    const created = await t.call(`${ACCOUNT}/baskets`, { body: {} });
    const r = await t.call(`${API}/baskets/${created.body.data.ident}/packages`, { body: { package_id: '201', quantity: 1 } });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ type: expect.any(String), title: expect.any(String), status: 422, detail: expect.any(String) });
  });

  it('codes: BIENVENUE10 and HURRICANE valid, others refused', async () => {
    const ident = await authedBasket(demo);
    expect((await t.call(`${ACCOUNT}/baskets/${ident}/coupons`, { body: { coupon_code: 'BIENVENUE10' } })).body.message).toBe(
      'Coupon applied successfully',
    );
    const badCoupon = await t.call(`${ACCOUNT}/baskets/${ident}/coupons`, { body: { coupon_code: 'FAUX' } });
    expect(badCoupon.status).toBe(422);
    expect(badCoupon.body.title).toBe('Invalid coupon code provided');
    expect((await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes`, { body: { creator_code: 'HURRICANE' } })).body.message).toBe(
      'Creator code applied successfully',
    );
    expect((await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes`, { body: { creator_code: 'NOPE' } })).status).toBe(422);
    const basket = await t.call(`${ACCOUNT}/baskets/${ident}`);
    expect(basket.body.data).toMatchObject({ coupons: [{ coupon_code: 'BIENVENUE10' }], creator_code: 'HURRICANE' });
    await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes/remove`, { method: 'POST' });
    expect((await t.call(`${ACCOUNT}/baskets/${ident}`)).body.data.creator_code).toBe('');
  });

  it('a gift of points: add with custom, pay on the checkout page, history and recipient balance', async () => {
    const lucas = (await t.call('/api/verifyUsername?username=lucas_rp', { cookie: demo })).body;
    const ident = await authedBasket(demo);
    const added = await t.call(`${API}/baskets/${ident}/packages`, {
      body: { package_id: '201', quantity: 1, custom: { gift_target_data: { id: lucas.id, nickname: lucas.nickname } } },
    });
    expect(added.body.data.packages[0]).toMatchObject({ id: 201, custom: { gift_target_data: { nickname: 'lucas_rp' } } });
    const page = await t.call(`/sandbox/checkout/${ident}`);
    expect(page.body).toContain('Payer');
    expect(page.body).toContain('Échec du paiement');
    const paid = await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' });
    expect(paid.body).toContain('payment:complete');
    const history = await t.call('/api/getPlayerTransactions', { cookie: demo });
    expect(history.body.tebex[0]).toMatchObject({ packageData: { id: 201 }, quantity: 1 });
    const [row] = await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE username = $1', ['lucas_rp']);
    expect(row!.shop_tokens).toBe(800 + 1000);
    expect((await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' })).status).toBe(409);
  });

  it('removes a package; a failed payment records nothing', async () => {
    const ident = await authedBasket(demo);
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: 102, quantity: 1 } });
    const removed = await t.call(`${API}/baskets/${ident}/packages/remove`, { body: { package_id: 102 } });
    expect(removed.body.data.packages).toEqual([]);
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: 102, quantity: 1 } });
    const failed = await t.call(`/sandbox/checkout/${ident}/fail`, { method: 'POST' });
    expect(failed.status).toBe(402);
    expect(failed.body).toContain('payment:error');
    const history = await t.call('/api/getPlayerTransactions', { cookie: demo });
    expect(history.body.tebex).toHaveLength(1);
  });
});
