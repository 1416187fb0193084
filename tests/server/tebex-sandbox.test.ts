import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import type { Deps } from '../../server/http/app-env';
import { checkoutSandbox, sandboxTransactionId } from '../../server/sandbox/checkout-routes';
import { TebexBasket, TebexError, tebexCalls, tebexUrl, type TebexBasketCustom, type TebexCallName } from '../../src/api/contract/tebex';
import { createDemoSession, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let demoId: string;
beforeAll(async () => ({ t, demo, demoId } = await createDemoSession()));
afterAll(() => t.close());

const API = '/sandbox/tebex/api';
const ACCOUNT = `${API}/accounts/sandbox-token`;

/** A second app's options (its database is the test app's). */
const OPTIONS = {
  sandbox: true, nuiResource: 'hurricane_shop',
  forum: { clientId: 'test', applicationName: 'Test', privateKeyPem: '', publicKeyPem: '' },
  discord: { clientId: 'test-client', clientSecret: 'test-secret' },
  tebex: { publicToken: 'sandbox-token' }, communityChatUrl: 'https://discord.gg/hurricane', webRoot: '/nonexistent',
};

/** The answer validated with the contract's schema of that call (what the client does with Tebex's). */
function valid<N extends TebexCallName>(name: N, r: { status: number; body: unknown }): z.output<(typeof tebexCalls)[N]['answer']> {
  expect(r.status, name).toBe(200);
  const parsed = z.safeParse(tebexCalls[name].answer, r.body);
  expect(parsed.success ? 'valid' : JSON.stringify(parsed.error.issues), name).toBe('valid');
  return parsed.data as z.output<(typeof tebexCalls)[N]['answer']>;
}

/** A Tebex refusal: `{type, title, status, detail}` with that status. */
function refused(r: { status: number; body: unknown }, status: 404 | 422) {
  expect(r.status).toBe(status);
  expect(z.safeParse(TebexError, r.body).success).toBe(true);
  expect(r.body).toMatchObject({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String) });
}

/** What the shop's client puts in a basket's custom (src/api/contract/tebex.ts). */
const custom = (): TebexBasketCustom => ({ accountId: demoId, server: 'hurricane_fa', username: 'demo' });

async function authedBasket(cookie: string, basketCustom: unknown = custom()) {
  const created = await t.call(`${ACCOUNT}/baskets`, {
    body: { complete_url: 'http://localhost/', cancel_url: 'http://localhost/?cancelled=true', custom: basketCustom, complete_auto_redirect: false },
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

  it('answers in the shapes of Tebex’s published OpenAPI: a basket’s id is a string, packages carry their media', async () => {
    const created = await t.call(`${ACCOUNT}/baskets`, { body: { complete_url: 'http://localhost/', cancel_url: 'http://localhost/', custom: custom() } });
    expect(created.body.data.id).toEqual(expect.stringMatching(/^\d+$/));
    const { data: packages } = (await t.call(`${ACCOUNT}/packages`)).body;
    const gold = packages.find((p: { name: string }) => p.name === 'Gold');
    expect(gold.media).toEqual([{ type: 'image', url: gold.image }]);
    for (const p of packages) expect(p.media.length).toBeGreaterThan(0);
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

  it('a gift of points: add with custom, pay on the checkout page (through the signed webhook), history and recipient balance', async () => {
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
    expect(paid.body).toContain('Votre achat est livré');
    const history = await t.call('/api/getPlayerTransactions', { cookie: demo });
    expect(history.body.tebex[0]).toMatchObject({ id: sandboxTransactionId(ident), packageData: { id: 201 }, quantity: 1 });
    // Credited by the webhook, as Tebex's payment would be: recorded once under its transaction id.
    const [payment] = await t.db.query<{ status: string; body: { type: string } }>('SELECT status, body FROM tebex_payments WHERE transaction_id = $1', [
      sandboxTransactionId(ident),
    ]);
    expect(payment).toMatchObject({ status: 'credited', body: { type: 'payment.completed' } });
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

  it('a rank paid on the checkout page sets the rank and queues its delivery; a basket without the shop’s custom credits nothing', async () => {
    const ident = await authedBasket(demo, { ...custom(), server: 'hurricane' });
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '105', quantity: 1 } });
    expect((await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' })).status).toBe(200);
    expect((await t.call('/api/whoAmI', { cookie: demo })).body.rank).toBe('Rubis');
    // The rank that came is a delivery (named after the change, not the payment line).
    const deliveries = await t.db.query(`SELECT item_id, server, action FROM deliveries WHERE source_ref LIKE 'rank/%' AND item_id = 'grade_rubis'`);
    expect(deliveries).toEqual([{ item_id: 'grade_rubis', server: 'hurricane', action: 'grant' }]);

    // Tebex knows the buyer only from the basket's custom: without it, the payment is recorded and credits nothing.
    const before = (await t.call('/api/whoAmI', { cookie: demo })).body.shopTokens;
    const anonymous = await authedBasket(demo, {});
    await t.call(`${API}/baskets/${anonymous}/packages`, { body: { package_id: '201', quantity: 1 } });
    const paid = await t.call(`/sandbox/checkout/${anonymous}/pay`, { method: 'POST' });
    expect(paid.body).toContain('la boutique n’a rien crédité');
    expect((await t.call('/api/whoAmI', { cookie: demo })).body.shopTokens).toBe(before);
  });

  it('with TEBEX_WEBHOOK_SECRET set, the checkout signs with it (the secret the shop checks)', async () => {
    const other = await createTestApp({ tebexWebhookSecret: 'un-autre-secret' });
    try {
      const cookie = await other.login();
      const created = await other.call(`${ACCOUNT}/baskets`, { body: { custom: custom() } });
      const ident: string = created.body.data.ident;
      const link = new URL((await other.call(`${ACCOUNT}/baskets/${ident}/auth?returnUrl=http%3A%2F%2Flocalhost%2F`)).body[0].url);
      await other.app.request(`http://localhost${link.pathname}${link.search}`, { headers: { Cookie: cookie } });
      await other.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } });
      // The sandbox signs with the secret the shop checks (TEBEX_WEBHOOK_SECRET when set): paid.
      expect((await other.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' })).body).toContain('Votre achat est livré');
    } finally {
      await other.close();
    }
  });

  it('a webhook the shop does not accept leaves the basket unpaid, to pay again', async () => {
    const ident = await authedBasket(demo);
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } });
    const deps = { ...OPTIONS, db: t.db, now: () => t.clock.now, fetch } as Deps;
    const down = checkoutSandbox(deps, () => Response.json({ error: 'Indisponible.' }, { status: 503 }));
    const failed = await down.request(`http://localhost/${ident}/pay`, { method: 'POST' });
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain('payment:error');
    expect((await t.call(`${ACCOUNT}/baskets/${ident}`)).body.data.complete).toBe(false);
    expect((await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' })).body).toContain('Votre achat est livré');
  });
});

describe('the sandbox answers in the Headless API’s shapes (src/api/contract/tebex.ts)', () => {
  const BASKET_KEYS = [
    'ident', 'complete', 'id', 'country', 'ip', 'username_id', 'username', 'cancel_url', 'complete_url', 'complete_auto_redirect',
    'base_price', 'sales_tax', 'total_price', 'email', 'currency', 'packages', 'coupons', 'giftcards', 'creator_code', 'links', 'custom',
  ];

  it('every call of the client validates against its schema', async () => {
    const categories = valid('categories', await t.call(`${ACCOUNT}/categories`));
    expect(categories).toMatchObject({ data: [{ packages: [] }, { packages: [] }] });
    const withPackages = valid('categories', await t.call(`${ACCOUNT}/categories?includePackages=1`));
    const categoryId = withPackages.data[0]!.id;
    valid('category', await t.call(`${ACCOUNT}/categories/${categoryId}?includePackages=1`));
    const packages = valid('packages', await t.call(`${ACCOUNT}/packages`));
    expect(packages.data.map((p: { id: number }) => p.id)).toEqual([101, 102, 103, 104, 105, 201, 202, 203, 204]);
    valid('package', await t.call(`${ACCOUNT}/packages/201`));

    const body = { complete_url: 'http://localhost/', cancel_url: 'http://localhost/?cancelled=true', custom: custom(), complete_auto_redirect: false };
    expect(z.safeParse(tebexCalls.createBasket.body, body).success).toBe(true);
    const created = valid('createBasket', await t.call(`${ACCOUNT}/baskets`, { body }));
    expect(Object.keys(created.data).sort()).toEqual(expect.arrayContaining(BASKET_KEYS.sort()));
    expect(created.data).toMatchObject({ complete: false, custom: custom(), links: { checkout: expect.stringContaining('/sandbox/checkout/') } });
    const ident = created.data.ident as string;
    const auth = valid('basketAuth', await t.call(`${ACCOUNT}/baskets/${ident}/auth?returnUrl=${encodeURIComponent('http://localhost/')}`));
    expect(auth).toEqual([{ name: 'FiveM', url: expect.any(String) }]);
    const link = new URL(auth[0]!.url);
    await t.app.request(`http://localhost${link.pathname}${link.search}`, { headers: { Cookie: demo } });

    const add = { package_id: '202', quantity: 1, custom: { gift_target_data: { id: '2', nickname: 'lucas_rp' } } };
    expect(z.safeParse(tebexCalls.addPackage.body, add).success).toBe(true);
    const added = valid('addPackage', await t.call(`${API}/baskets/${ident}/packages`, { body: add }));
    expect(added.data.packages[0]).toMatchObject({ id: 202, in_basket: { quantity: 1 }, custom: add.custom });
    expect(added.data).toMatchObject({ username: 'demo', username_id: Number(demoId) });
    valid('applyCoupon', await t.call(`${ACCOUNT}/baskets/${ident}/coupons`, { body: { coupon_code: 'BIENVENUE10' } }));
    valid('applyCreatorCode', await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes`, { body: { creator_code: 'HURRICANE' } }));
    const basket = valid('basket', await t.call(`${ACCOUNT}/baskets/${ident}`));
    expect(basket.data).toMatchObject({ coupons: [{ coupon_code: 'BIENVENUE10' }], creator_code: 'HURRICANE' });
    expect(basket.data.total_price).toBeLessThan(basket.data.base_price);
    valid('removeCoupon', await t.call(`${ACCOUNT}/baskets/${ident}/coupons/remove`, { method: 'POST' }));
    valid('removeCreatorCode', await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes/remove`, { method: 'POST' }));
    valid('removePackage', await t.call(`${API}/baskets/${ident}/packages/remove`, { body: { package_id: '202' } }));
  });

  it('the auth answer is read as the list whether bare or wrapped in {data}', () => {
    const links = [{ name: 'FiveM', url: 'https://ident.tebex.io/auth' }];
    expect(z.parse(tebexCalls.basketAuth.answer, links)).toEqual(links);
    expect(z.parse(tebexCalls.basketAuth.answer, { data: links })).toEqual(links);
    expect(tebexUrl('http://localhost/sandbox/tebex/', tebexCalls.basket.path, { token: 'sandbox-token', basketIdent: 'a/b' })).toBe(
      'http://localhost/sandbox/tebex/api/accounts/sandbox-token/baskets/a%2Fb',
    );
  });

  it('errors: 422 for a refused code or package, 404 for an unknown basket, category or package', async () => {
    const ident = await authedBasket(demo);
    refused(await t.call(`${ACCOUNT}/baskets/${ident}/coupons`, { body: { coupon_code: 'FAUX' } }), 422);
    refused(await t.call(`${ACCOUNT}/baskets/${ident}/creator-codes`, { body: { creator_code: 'NOPE' } }), 422);
    refused(await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '999', quantity: 1 } }), 422);
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } });
    refused(await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } }), 422);
    refused(await t.call(`${API}/baskets/${ident}/packages/remove`, { body: { package_id: '999' } }), 422);
    refused(await t.call(`${ACCOUNT}/baskets/nope`), 404);
    refused(await t.call(`${ACCOUNT}/baskets/nope/auth?returnUrl=x`), 404);
    refused(await t.call(`${API}/baskets/nope/packages`, { body: { package_id: '201', quantity: 1 } }), 404);
    refused(await t.call(`${ACCOUNT}/baskets/nope/coupons`, { body: { coupon_code: 'BIENVENUE10' } }), 404);
    refused(await t.call(`${ACCOUNT}/categories/1`), 404);
    refused(await t.call(`${ACCOUNT}/packages/1`), 404);
    // A refused change leaves the basket as it was.
    expect((await t.call(`${ACCOUNT}/baskets/${ident}`)).body.data.packages).toHaveLength(1);
  });

  it('baskets live in the database: a re-created app on the same database still has them, and pays them', async () => {
    const ident = await authedBasket(demo);
    await t.call(`${API}/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } });
    const restarted = createApp({ ...OPTIONS, db: t.db, now: () => t.clock.now });
    const answer = await restarted.request(`http://localhost${ACCOUNT}/baskets/${ident}`);
    const basket = z.parse(tebexCalls.basket.answer, await answer.json()).data;
    expect(z.safeParse(TebexBasket, basket).success).toBe(true);
    expect(basket).toMatchObject({ ident, username: 'demo', packages: [{ id: 201 }], custom: custom() });
    const before = (await t.call('/api/whoAmI', { cookie: demo })).body.shopTokens;
    const paid = await restarted.request(`http://localhost/sandbox/checkout/${ident}/pay`, { method: 'POST' });
    expect(await paid.text()).toContain('payment:complete');
    expect((await t.call('/api/whoAmI', { cookie: demo })).body.shopTokens).toBe(before + 1000);
    const after = z.parse(tebexCalls.basket.answer, await (await restarted.request(`http://localhost${ACCOUNT}/baskets/${ident}`)).json()).data;
    expect(after).toMatchObject({ complete: true, links: { payment: expect.any(String) } });
  });
});
