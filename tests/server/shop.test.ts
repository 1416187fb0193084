import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { ShopConfig } from '../../src/api/contract/config';
import { addAccount, buy } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'hs-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Boutique</title>');
  writeFileSync(join(webRoot, 'logo.txt'), 'logo');
  t = await createTestApp({ webRoot });
  demo = await t.login();
});
afterAll(() => t.close());

const valid = (schema: z.ZodMiniType, body: unknown) => expect(z.safeParse(schema, body).success).toBe(true);

describe('catalogue', () => {
  it('shopVer answers the catalogue, then only the version when it is current', async () => {
    const first = await t.call('/api/shopVer');
    valid(endpoints.shopVer.answer, first.body);
    const { products, bestSeller, shouldInterest } = first.body.shopData;
    expect(products.length).toBeGreaterThanOrEqual(48);
    for (const category of ['item', 'vehicle', 'weapon', 'pack']) {
      expect(products.some((p: { category: string }) => p.category === category)).toBe(true);
    }
    expect(products.filter((p: { category: string }) => p.category === 'Grades').map((p: { name: string }) => p.name)).toEqual([
      'VIP Silver', 'Gold', 'Diamond', 'Émeraude', 'Rubis',
    ]);
    // One number format everywhere, the server's texts included: "1’000", never "1 000".
    const packs = products.filter((p: { category: string }) => p.category === 'Points boutique');
    expect(packs.map((p: { name: string }) => p.name)).toEqual(['1’000 H-Points', '2’500 H-Points', '6’000 H-Points', '15’000 H-Points']);
    expect(packs[0].description).toContain('1’000 H-Points');
    for (const p of products as { name: string; description: string }[]) expect(`${p.name} ${p.description}`).not.toMatch(/\d[\s\u00a0\u202f]\d{3}\b/);
    expect(bestSeller.length).toBeGreaterThan(0);
    expect(shouldInterest.length).toBeGreaterThan(0);
    const current = await t.call(`/api/shopVer?version=${first.body.shopVer}`);
    expect(current.body).toEqual({ shopVer: first.body.shopVer });
  });

  it("an answer with the catalogue names the home's lead image in a header the game's page may read; an answer without it does not", async () => {
    const nui = { Origin: 'https://cfx-nui-hurricane_shop' };
    const first = await t.call('/api/shopVer', { headers: nui });
    const { products, bestSeller } = first.body.shopData as { products: { itemId: string; images: string[] }[]; bestSeller: string[] };
    const lead = products.find((p) => p.itemId === bestSeller[0])!.images[0];
    expect(first.headers.get('shop-lead-image')).toBe(lead);
    expect(first.headers.get('access-control-expose-headers')).toBe('Shop-Lead-Image');
    const current = await t.call(`/api/shopVer?version=${first.body.shopVer}`, { headers: nui });
    expect(current.headers.get('shop-lead-image')).toBeNull();
    // An address pasted with characters a header cannot carry is in the body only: the answer still comes.
    const [images] = await t.db.query<{ images: string[] }>('SELECT images FROM products WHERE item_id = $1', [bestSeller[0]]);
    await t.db.query('UPDATE products SET images = $1 WHERE item_id = $2', [JSON.stringify(['https://images.example/épée.png']), bestSeller[0]]);
    const pasted = await t.call('/api/shopVer', { headers: nui });
    expect(pasted.status).toBe(200);
    expect(pasted.headers.get('shop-lead-image')).toBeNull();
    await t.db.query('UPDATE products SET images = $1 WHERE item_id = $2', [JSON.stringify(images!.images), bestSeller[0]]);
  });

  it('the daily shop is the same all Paris day and turns over at Paris midnight', async () => {
    const before = await t.call('/api/dailyShop');
    valid(endpoints.dailyShop.answer, before.body);
    expect(before.body.offers[0]).toBe('collier_diamant');
    t.clock.now = new Date('2025-06-15T21:59:00Z'); // 23:59 in Paris
    expect((await t.call('/api/dailyShop')).body.offers).toEqual(before.body.offers);
    t.clock.now = new Date('2025-06-15T22:01:00Z'); // 00:01 the next day in Paris
    expect((await t.call('/api/dailyShop')).body.offers).not.toEqual(before.body.offers);
    t.clock.now = new Date('2025-06-15T10:00:00Z');
  });

  it('creators, exchange rates, config', async () => {
    const creators = await t.call('/api/getCreators');
    valid(endpoints.getCreators.answer, creators.body);
    expect(creators.body.map((c: { code: string }) => c.code)).toContain('HURRICANE');
    const rates = await t.call('/api/getExchangeRate');
    valid(endpoints.getExchangeRate.answer, rates.body);
    expect(Object.keys(rates.body.conversion_rates)).toHaveLength(11);
    const config = await t.call('/config.json');
    valid(ShopConfig, config.body);
    expect(config.body.tebex.headlessUrl).toBe('http://localhost/sandbox/tebex');
    expect(config.body.forum.publicKey).toMatch(/BEGIN PUBLIC KEY/);
  });
});

describe('account data', () => {
  it('characters follow the gameServer header', async () => {
    const fa = await t.call('/api/getCharacters', { cookie: demo });
    valid(endpoints.getCharacters.answer, fa.body);
    expect(fa.body).toHaveLength(2);
    const wl = await t.call('/api/getCharacters', { cookie: demo, headers: { gameServer: 'hurricane' } });
    expect(wl.body).toHaveLength(1);
    expect(wl.body[0].serverName).toBe('hurricane');
    expect((await t.call('/api/getCharacters', { cookie: demo, headers: { gameServer: 'autre' } })).status).toBe(400);
    expect((await t.call('/api/getCharacters')).status).toBe(401);
  });

  it('verifyUsername finds a gift recipient, 404 otherwise', async () => {
    const found = await t.call('/api/verifyUsername?username=Lucas_RP', { cookie: demo });
    expect(found.body).toEqual({ id: expect.any(String), nickname: 'lucas_rp' });
    const missing = await t.call('/api/verifyUsername?username=fantome', { cookie: demo });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBeTruthy();
  });

  it('contact: stored, then 429 for 5 minutes per IP and per account', async () => {
    const mail = { username: 'demo', email: 'demo@example.fr', subject: 'Question', text: 'Bonjour, une question sur mon achat.' };
    const sent = await t.call('/api/sendMail', { body: mail, headers: { 'X-Forwarded-For': '10.5.0.1' } });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBeTruthy();
    expect((await t.call('/api/sendMail', { body: mail, headers: { 'X-Forwarded-For': '10.5.0.1' } })).status).toBe(429);
    expect((await t.call('/api/sendMail', { body: mail, cookie: demo, headers: { 'X-Forwarded-For': '10.5.0.2' } })).status).toBe(200);
    expect((await t.call('/api/sendMail', { body: mail, cookie: demo, headers: { 'X-Forwarded-For': '10.5.0.3' } })).status).toBe(429);
    expect((await t.call('/api/sendMail', { body: { ...mail, email: 'pas-un-email' } })).status).toBe(400);
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await t.call('/api/sendMail', { body: mail, headers: { 'X-Forwarded-For': '10.5.0.1' } })).status).toBe(200);
  });
});

describe('buyProducts', () => {
  it('buys, debits the server price, records the history', async () => {
    const buyer = await addAccount(t.db, 'acheteur', 1000);
    expect((await t.call('/api/getPlayerTransactions', { cookie: buyer.cookie })).status).toBe(403);
    const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'kit_reparation', 2) });
    expect(r.status).toBe(200);
    valid(endpoints.buyProducts.answer, r.body);
    expect(r.body.shopTokens).toBe(500);
    const history = await t.call('/api/getPlayerTransactions', { cookie: buyer.cookie });
    valid(endpoints.getPlayerTransactions.answer, history.body);
    expect(history.body.shop[0]).toMatchObject({ packageData: { id: 'kit_reparation', name: 'Kit de réparation' }, quantity: 2 });
  });

  it('applies the daily discount only to today’s offers, and sells daily-only items only there', async () => {
    const buyer = await addAccount(t.db, 'chasseur', 2000);
    const character = buyer.characterIds[0]!;
    const daily = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'collier_diamant', 1, true) });
    expect(daily.body.shopTokens).toBe(2000 - 960);
    const outside = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'collier_diamant') });
    expect(outside.status).toBe(409);
    const notToday = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'kit_reparation', 1, true) });
    expect(notToday.status).toBe(409);
  });

  it('refuses what cannot be bought', async () => {
    const buyer = await addAccount(t.db, 'refuse', 100);
    const character = buyer.characterIds[0]!;
    const cases: [unknown, number][] = [
      [buy(character, 'prototype_secret'), 409],
      [buy(character, 'grade_gold'), 400],
      [buy(character, 'inexistant'), 404],
      [buy(1, 'kit_reparation'), 403], // the demo account's character
      [{ characterDbId: character, products: [] }, 400],
    ];
    for (const [body, status] of cases) {
      const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body });
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(typeof r.body.error).toBe('string');
    }
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'inexistant') })).body.itemId).toBe('inexistant');
    const poor = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'kit_reparation') });
    expect(poor.status).toBe(400);
    expect(poor.body).toEqual({ error: { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 100 } });
    expect((await t.call('/api/buyProducts', { body: buy(character, 'kit_reparation') })).status).toBe(401);
  });

  it('a character on the other server cannot be used with this gameServer', async () => {
    const r = await t.call('/api/buyProducts', { cookie: demo, headers: { gameServer: 'hurricane' }, body: buy(1, 'lampe_torche') });
    expect(r.status).toBe(403);
  });

  it('stock and per-character limits of the seeded products', async () => {
    const buyer = await addAccount(t.db, 'collection', 5000, 2);
    const [a, b] = buyer.characterIds as [number, number];
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(a, 'sac_a_dos') })).status).toBe(200);
    const overLimit = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(a, 'sac_a_dos') });
    expect(overLimit.status).toBe(409);
    expect(overLimit.body.itemId).toBe('sac_a_dos'); // names the line at fault
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(b, 'sac_a_dos') })).status).toBe(200);
    const overStock = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(a, 'montre_or', 4) });
    expect(overStock.status).toBe(409);
    expect(overStock.body).toEqual({ error: expect.stringContaining('Stock insuffisant'), itemId: 'montre_or' });
  });

  it('a replayed Idempotency-Key debits once and answers the first answer', async () => {
    const buyer = await addAccount(t.db, 'rejoue', 1000);
    const send = () =>
      t.call('/api/buyProducts', { cookie: buyer.cookie, headers: { 'Idempotency-Key': 'clic-1' }, body: buy(buyer.characterIds[0]!, 'lampe_torche') });
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(first.body.shopTokens).toBe(940);
    const [row] = await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [buyer.id]);
    expect(row!.shop_tokens).toBe(940);
  });
});

describe('purchase rules (hardening)', () => {
  /** One of today's offers that is also sold outside the daily shop, with a limit of 1 per character. */
  async function limitedDailyOffer(): Promise<string> {
    const { body } = await t.call('/api/dailyShop', { cookie: demo });
    const [row] = await t.db.query<{ item_id: string }>(
      'SELECT item_id FROM products WHERE item_id = ANY($1) AND NOT is_daily_shop_only AND price > 0 AND money_type = $2 ORDER BY item_id LIMIT 1',
      [body.offers, 'tokens'],
    );
    await t.db.query('UPDATE products SET character_limit = 1 WHERE item_id = $1', [row!.item_id]);
    return row!.item_id;
  }

  it('the per-character limit counts a daily line and a normal line of one product together', async () => {
    const itemId = await limitedDailyOffer();
    const buyer = await addAccount(t.db, 'deux-lignes', 100_000);
    const both = {
      characterDbId: buyer.characterIds[0]!,
      products: [{ itemId, amount: 1, isFromDailyShop: true }, { itemId, amount: 1, isFromDailyShop: false }],
    };
    const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: both });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ error: expect.stringContaining('Limite atteinte : 1'), itemId });
    await t.db.query('UPDATE products SET character_limit = NULL WHERE item_id = $1', [itemId]);
  });

  it('a daily line is one unit', async () => {
    const { body } = await t.call('/api/dailyShop', { cookie: demo });
    const buyer = await addAccount(t.db, 'deux-offres', 100_000);
    const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, body.offers[0], 2, true) });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: expect.stringContaining('s’achète à l’unité'), itemId: body.offers[0] });
  });

  it('an Idempotency-Key sent again with another request is refused (422) and debits nothing more', async () => {
    const buyer = await addAccount(t.db, 'cle-reutilisee', 1000, 2);
    const [a, b] = buyer.characterIds as [number, number];
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      t.call('/api/buyProducts', { cookie: buyer.cookie, headers: { 'Idempotency-Key': 'clic-2', ...headers }, body });
    expect((await send(buy(a, 'lampe_torche'))).status).toBe(200);
    expect((await send(buy(a, 'lampe_torche', 2))).status).toBe(422);
    expect((await send(buy(a, 'parapluie'))).status).toBe(422);
    expect((await send(buy(b, 'lampe_torche'))).status).toBe(422);
    const otherServer = await send(buy(a, 'lampe_torche'), { gameServer: 'hurricane' });
    expect([403, 422]).toContain(otherServer.status);
    expect((await send(buy(a, 'lampe_torche'))).status).toBe(200); // the same request still replays
    const [row] = await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [buyer.id]);
    expect(row!.shop_tokens).toBe(940);
  });

  it('bounds the amount, the character id and the number of lines (400, not 500)', async () => {
    const buyer = await addAccount(t.db, 'bornes', 1000);
    const character = buyer.characterIds[0]!;
    for (const body of [
      buy(character, 'lampe_torche', 1e9),
      buy(2 ** 31, 'lampe_torche'),
      { characterDbId: character, products: Array.from({ length: 101 }, () => ({ itemId: 'lampe_torche', amount: 1, isFromDailyShop: false })) },
    ]) {
      const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/^Requête invalide/);
    }
  });
});

describe('static site', () => {
  it('serves files, falls back to index.html for pages, never for /api or /sandbox', async () => {
    expect((await t.call('/logo.txt')).body).toBe('logo');
    // The page, titled with the shop's name from its settings.
    expect((await t.call('/vehicules/zentorno')).body).toContain('<title>Hurricane</title>');
    expect((await t.call('/api/inconnu')).status).toBe(404);
    expect((await t.call('/sandbox/inconnu')).status).toBe(404);
  });
});
