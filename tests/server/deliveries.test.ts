// The delivery queue (docs/deliveries.md): written with the purchase, claimed with a
// 60 s lease, acknowledged once. Runs on PGlite, and on PostgreSQL with
// `npm run test:pg -- tests/server/deliveries.test.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adminEndpoints } from '../../src/api/contract/admin';
import { queueDeliveries } from '../../server/services/deliveries';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { SERVER_SECRET, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const secret = { 'X-Server-Secret': SERVER_SECRET };
const claim = (licenses: string[], server = 'hurricane_fa') =>
  t.call('/api/admin/deliveries/claim', { body: { server, licenses }, headers: secret });
const ack = (id: string) => t.call(`/api/admin/deliveries/${id}/ack`, { method: 'POST', headers: secret });
const claimedIds = async (license: string) => {
  const r = await claim([license]);
  expect(r.status).toBe(200);
  expect(z.safeParse(adminEndpoints.claimDeliveries.answer, r.body).success).toBe(true);
  return (r.body.deliveries as { id: string }[]).map((d) => d.id);
};
const rowsOf = (accountId: number) =>
  t.db.query<{ item_id: string; amount: number; acked_at: Date | null }>('SELECT item_id, amount, acked_at FROM deliveries WHERE account_id = $1 ORDER BY id', [accountId]);

/** An account bound to a game license, with H-Points and one character on hurricane_fa. */
async function player(name: string, tokens = 5000) {
  const account = await addAccount(t.db, name, tokens);
  const license = `license:${name}`;
  await t.db.query('UPDATE accounts SET license = $2 WHERE id = $1', [account.id, license]);
  return { ...account, license };
}

describe('a points purchase writes its deliveries in its transaction', () => {
  it('one delivery per line, for the chosen character, claimable by the license', async () => {
    const p = await player('livre_1');
    const character = p.characterIds[0]!;
    const r = await t.call('/api/buyProducts', {
      cookie: p.cookie,
      body: { characterDbId: character, products: [{ itemId: 'kit_reparation', amount: 2, isFromDailyShop: false }, { itemId: 'sultan_rs', amount: 1, isFromDailyShop: false }] },
    });
    expect(r.status).toBe(200);
    const claimed = await claim([p.license]);
    expect(claimed.body.deliveries).toEqual([
      { id: expect.stringMatching(/^\d+$/), license: p.license, server: 'hurricane_fa', characterId: character, itemId: 'kit_reparation', category: 'item', amount: 2, origin: 'points', action: 'grant', createdAt: t.clock.now.toISOString() },
      { id: expect.stringMatching(/^\d+$/), license: p.license, server: 'hurricane_fa', characterId: character, itemId: 'sultan_rs', category: 'vehicle', amount: 1, origin: 'points', action: 'grant', createdAt: t.clock.now.toISOString() },
    ]);
  });

  it('a refused purchase writes none: not enough points, a later line out of stock, a limit', async () => {
    const p = await player('livre_refus', 300);
    await addProduct(t.db, 'rare_1', 10, { stocks: 1 });
    const character = p.characterIds[0]!;
    expect((await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(character, 'sultan_rs') })).status).toBe(400);
    // kit_reparation sorts before rare_1: its delivery row would be written first, then everything rolls back.
    const twoLines = { characterDbId: character, products: [{ itemId: 'kit_reparation', amount: 1, isFromDailyShop: false }, { itemId: 'rare_1', amount: 2, isFromDailyShop: false }] };
    expect((await t.call('/api/buyProducts', { cookie: p.cookie, body: twoLines })).status).toBe(409);
    expect((await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(character, 'sac_a_dos', 2) })).status).toBe(409);
    expect(await rowsOf(p.id)).toEqual([]);
    expect(await claimedIds(p.license)).toEqual([]);
  });

  it('a replayed Idempotency-Key writes no second delivery', async () => {
    const p = await player('livre_replay');
    const send = () => t.call('/api/buyProducts', { cookie: p.cookie, headers: { 'Idempotency-Key': 'k1' }, body: buy(p.characterIds[0]!, 'lampe_torche', 3) });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await rowsOf(p.id)).toMatchObject([{ item_id: 'lampe_torche', amount: 3 }]);
  });

  it('an account bound to the game after its purchase gets its deliveries once bound', async () => {
    const account = await addAccount(t.db, 'livre_tard', 1000);
    expect((await t.call('/api/buyProducts', { cookie: account.cookie, body: buy(account.characterIds[0]!, 'jumelles') })).status).toBe(200);
    expect(await claimedIds('license:livre_tard')).toEqual([]);
    await t.db.query('UPDATE accounts SET license = $2 WHERE id = $1', [account.id, 'license:livre_tard']);
    expect(await claimedIds('license:livre_tard')).toHaveLength(1);
  });

  it('a claim names its server: another server’s deliveries stay', async () => {
    const p = await player('livre_serveur');
    await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'parapluie') });
    expect((await claim([p.license], 'hurricane')).body.deliveries).toEqual([]);
    expect(await claimedIds(p.license)).toHaveLength(1);
  });
});

describe('queueDeliveries (what the Tebex webhook calls in its transaction)', () => {
  it('skips what lives on the shop (H-Points packs), and the same order written twice adds nothing', async () => {
    const p = await player('livre_tebex');
    const order = {
      accountId: p.id, server: 'hurricane_fa' as const, characterId: null, origin: 'tebex' as const, ref: 'tbx-123', now: t.clock.now,
      lines: [{ itemId: 'grade_gold', category: 'Grades', amount: 1 }, { itemId: 'points_1000', category: 'Points boutique', amount: 1 }],
    };
    expect(await t.db.transaction((tx) => queueDeliveries(tx, order))).toBe(1);
    expect(await t.db.transaction((tx) => queueDeliveries(tx, order))).toBe(0);
    expect((await claim([p.license])).body.deliveries).toMatchObject([{ itemId: 'grade_gold', characterId: null, origin: 'tebex', category: 'Grades' }]);
  });

  it('a transaction that rolls back leaves no delivery', async () => {
    const p = await player('livre_rollback');
    const order = {
      accountId: p.id, server: 'hurricane_fa' as const, characterId: null, origin: 'tebex' as const, ref: 'tbx-rolled', now: t.clock.now,
      lines: [{ itemId: 'grade_gold', category: 'Grades', amount: 1 }],
    };
    await expect(t.db.transaction(async (tx) => {
      await queueDeliveries(tx, order);
      throw new Error('the payment is refused');
    })).rejects.toThrow('refused');
    expect(await rowsOf(p.id)).toEqual([]);
  });
});

describe('claim and acknowledge', () => {
  it('the lease: a second claim within 60 s gets nothing, one after it gets the delivery again', async () => {
    const p = await player('livre_bail');
    await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'faggio') });
    const [id] = await claimedIds(p.license);
    expect(id).toBeDefined();
    t.clock.advance(59_999);
    expect(await claimedIds(p.license)).toEqual([]);
    t.clock.advance(1);
    expect(await claimedIds(p.license)).toEqual([id]);
    const [row] = await t.db.query<{ claims: number }>('SELECT claims FROM deliveries WHERE id = $1', [id]);
    expect(row!.claims).toBe(2);
  });

  it('acknowledging twice is one acknowledgement, and an acknowledged delivery is never claimed again', async () => {
    const p = await player('livre_ack');
    await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'machette') });
    const [id] = await claimedIds(p.license);
    const first = await ack(id!);
    expect(first).toMatchObject({ status: 200, body: { ok: true } });
    const [before] = await t.db.query<{ acked_at: Date }>('SELECT acked_at FROM deliveries WHERE id = $1', [id]);
    t.clock.advance(5_000);
    expect(await ack(id!)).toMatchObject({ status: 200, body: { ok: true } });
    const [after] = await t.db.query<{ acked_at: Date }>('SELECT acked_at FROM deliveries WHERE id = $1', [id]);
    expect(after!.acked_at).toEqual(before!.acked_at);
    for (const wait of [0, 61_000, 3600_000]) {
      t.clock.advance(wait);
      expect(await claimedIds(p.license)).toEqual([]);
    }
  });

  it('an acknowledgement after the lease expired still counts (the game granted it late)', async () => {
    const p = await player('livre_tardif');
    await t.call('/api/buyProducts', { cookie: p.cookie, body: buy(p.characterIds[0]!, 'taser') });
    const [id] = await claimedIds(p.license);
    t.clock.advance(120_000);
    expect((await ack(id!)).status).toBe(200);
    expect(await claimedIds(p.license)).toEqual([]);
  });

  it('unknown id 404, malformed id 400, no secret 403, a bad body 400', async () => {
    expect((await ack('999999999')).status).toBe(404);
    expect((await ack('abc')).status).toBe(400);
    expect((await ack('0')).status).toBe(400);
    expect((await t.call('/api/admin/deliveries/1/ack', { method: 'POST' })).status).toBe(403);
    expect((await t.call('/api/admin/deliveries/claim', { body: { server: 'hurricane_fa', licenses: ['x'] } })).status).toBe(403);
    expect((await t.call('/api/admin/deliveries/claim', { body: { server: 'autre', licenses: [] }, headers: secret })).status).toBe(400);
    expect((await claim([])).body).toEqual({ deliveries: [] });
  });
});
