// Purchases racing each other: run on PGlite by default and on a real PostgreSQL
// server by scripts/pg-test.sh (DATABASE_URL set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stocksOf = async (itemId: string) =>
  (await t.db.query<{ stocks: number }>('SELECT stocks FROM products WHERE item_id = $1', [itemId]))[0]!.stocks;

describe(`concurrent purchases (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 parallel buyers of a product with stocks 3: exactly 3 succeed, stock ends at 0', async () => {
    await addProduct(t.db, 'rare_3', 10, { stocks: 3 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => addAccount(t.db, `stock_buyer_${i}`, 1000)));
    const results = await Promise.all(
      buyers.map((b) => t.call('/api/buyProducts', { cookie: b.cookie, body: buy(b.characterIds[0]!, 'rare_3') })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await stocksOf('rare_3')).toBe(0);
  });

  it('parallel purchases exceeding the balance never make it negative', async () => {
    await addProduct(t.db, 'costly_30', 30);
    const buyer = await addAccount(t.db, 'balance_buyer', 100, 10);
    const results = await Promise.all(
      buyer.characterIds.map((id) => t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(id, 'costly_30') })),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(3);
    for (const r of results.filter((r) => r.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.error.message).toBe("Vous n'avez pas assez de points boutique");
    }
    const [row] = await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [buyer.id]);
    expect(row!.shop_tokens).toBe(10);
  });

  it('a per-character limit of 1 holds under 5 parallel buys', async () => {
    await addProduct(t.db, 'once_only', 5, { characterLimit: 1 });
    const buyer = await addAccount(t.db, 'limit_buyer', 1000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'once_only') })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
  });

  it('the same Idempotency-Key sent 5 times at once debits once and answers the same', async () => {
    const buyer = await addAccount(t.db, 'replay_buyer', 1000);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call('/api/buyProducts', {
          cookie: buyer.cookie,
          headers: { 'Idempotency-Key': 'same-click' },
          body: buy(buyer.characterIds[0]!, 'kit_reparation'),
        }),
      ),
    );
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => r.body.shopTokens))).toEqual(new Set([750]));
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM purchases WHERE account_id = $1', [buyer.id]);
    expect(row!.n).toBe(1);
  });
});
