// Purchases racing each other: run on PGlite by default and on a real PostgreSQL
// server by scripts/pg-test.sh (DATABASE_URL set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../server/db/accounts';
import { queueDeliveries } from '../../server/services/deliveries';
import { attemptFailed, attemptSucceeded, reserveAttempt } from '../../server/services/login-throttle';
import { hashPassword } from '../../server/services/passwords';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { SERVER_SECRET, createTestApp, type TestApp } from './helpers/test-app';

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

  it('each answer’s catalogue includes its own purchase, though concurrent answers share their reads', async () => {
    await addProduct(t.db, 'shared_20', 1, { stocks: 20 });
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => addAccount(t.db, `shared_buyer_${i}`, 100)));
    const results = await Promise.all(buyers.map((b) => t.call('/api/buyProducts', { cookie: b.cookie, body: buy(b.characterIds[0]!, 'shared_20') })));
    const seen = results.map((r) => r.body.shopData.products.find((p: { itemId: string }) => p.itemId === 'shared_20')?.stocks ?? 0);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(Math.max(...seen)).toBeLessThanOrEqual(19);
    expect(Math.min(...seen)).toBe(0);
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

describe(`concurrent logins and contact messages (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const withPassword = async (username: string) => insertAccount(t.db, new Date(), { username, hash: await hashPassword('bon-mot-de-passe') });
  const login = (username: string, password: string, ip: string) =>
    t.call('/api/login', { body: { username, password, remember: false }, headers: { 'X-Forwarded-For': ip } });
  /** 20 tries at once, the right password 15th: at most 5 are checked, the right one is refused. */
  const burst = (username: string, ip: (i: number) => string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => login(username, i === 14 ? 'bon-mot-de-passe' : `faux-${i}`, ip(i))));
  const checked = (results: { status: number }[]) => results.filter((r) => r.status !== 429);

  it('20 parallel tries on one account from one address: at most 5 checked, the right one (15th) refused', async () => {
    await withPassword('rafale_ip');
    const results = await burst('rafale_ip', () => '10.20.0.1', 20);
    expect(checked(results).length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(15);
    expect(results[14]!.status).toBe(429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect((await login('rafale_ip', 'bon-mot-de-passe', '10.20.0.99')).status).toBe(429);
  });

  it('25 parallel tries on one account from 25 addresses: at most 5 checked', async () => {
    await withPassword('rafale_multi');
    const results = await burst('rafale_multi', (i) => `10.21.0.${i}`, 25);
    expect(checked(results).length).toBeLessThanOrEqual(5);
    expect(results[14]!.status).toBe(429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
  });

  it('25 parallel tries from one address on 25 accounts: at most 5 checked', async () => {
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => login(`personne_${i}`, 'faux', '10.22.0.1')));
    expect(checked(results).length).toBeLessThanOrEqual(5);
  });

  it('a success clears the failures settled before it, not those of tries still being checked', async () => {
    const failures = async () =>
      (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failures WHERE subject = 'user:en_vol'"))[0]!.n;
    const now = t.clock.now;
    const settled = await reserveAttempt(t.db, 'en_vol', '10.24.0.1', now);
    await attemptFailed(t.db, settled, now);
    const inFlight = await reserveAttempt(t.db, 'en_vol', '10.24.0.2', now); // its password is still being checked
    const success = await reserveAttempt(t.db, 'en_vol', '10.24.0.3', now);
    await attemptSucceeded(t.db, success);
    await attemptFailed(t.db, inFlight, now);
    expect(await failures()).toBe(1);
  });

  it('one account sending the contact form from 6 addresses at once: exactly one accepted', async () => {
    const sender = await addAccount(t.db, 'contact_rafale', 0);
    const mail = { username: 'contact_rafale', email: 'rafale@example.fr', subject: 'Question', text: 'Bonjour, une question sur mon achat.' };
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.call('/api/sendMail', { body: mail, cookie: sender.cookie, headers: { 'X-Forwarded-For': `10.30.0.${i}` } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
  });

  it('one address sending the contact form 6 times at once, anonymously: exactly one accepted', async () => {
    const mail = { username: 'anonyme', email: 'anonyme@example.fr', subject: 'Question', text: 'Bonjour, une question sur mon achat.' };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.call('/api/sendMail', { body: mail, headers: { 'X-Forwarded-For': '10.31.0.1' } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});

describe(`concurrent delivery claims (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const secret = { 'X-Server-Secret': SERVER_SECRET };
  const claim = (license: string) => t.call('/api/admin/deliveries/claim', { body: { server: 'hurricane_fa', licenses: [license] }, headers: secret });
  const claimedIds = (results: { body: { deliveries: { id: string }[] } }[]) => results.flatMap((r) => r.body.deliveries.map((d) => d.id));

  it('20 claims at once for one player: each of 30 deliveries handed out exactly once, again once after the lease', async () => {
    const player = await addAccount(t.db, 'livraison_rafale', 0);
    await t.db.query("UPDATE accounts SET license = 'license:rafale' WHERE id = $1", [player.id]);
    await t.db.transaction((tx) => queueDeliveries(tx, {
      accountId: player.id, server: 'hurricane_fa', characterId: player.characterIds[0]!, origin: 'points', ref: 'rafale', now: t.clock.now,
      lines: Array.from({ length: 30 }, (_, i) => ({ itemId: `objet_${i}`, category: 'item', amount: 1 })),
    }));
    for (const round of [1, 2]) {
      const results = await Promise.all(Array.from({ length: 20 }, () => claim('license:rafale')));
      for (const r of results) expect(r.status, `round ${round}`).toBe(200);
      const ids = claimedIds(results);
      expect(ids, `round ${round}`).toHaveLength(30);
      expect(new Set(ids).size, `round ${round}`).toBe(30);
      t.clock.advance(60_000);
    }
  });

  it('10 acknowledgements of one delivery at once: all answer ok, it is acknowledged once and never handed out again', async () => {
    const player = await addAccount(t.db, 'livraison_ack', 0);
    await t.db.query("UPDATE accounts SET license = 'license:ack_rafale' WHERE id = $1", [player.id]);
    await t.db.transaction((tx) => queueDeliveries(tx, {
      accountId: player.id, server: 'hurricane_fa', characterId: null, origin: 'tebex', ref: 'ack', now: t.clock.now,
      lines: [{ itemId: 'grade_gold', category: 'Grades', amount: 1 }],
    }));
    const [id] = claimedIds([await claim('license:ack_rafale')]);
    const acks = await Promise.all(Array.from({ length: 10 }, () => t.call(`/api/admin/deliveries/${id}/ack`, { method: 'POST', headers: secret })));
    for (const r of acks) expect(r.body).toEqual({ ok: true });
    t.clock.advance(61_000);
    const again = await Promise.all(Array.from({ length: 5 }, () => claim('license:ack_rafale')));
    expect(claimedIds(again)).toEqual([]);
  });
});
