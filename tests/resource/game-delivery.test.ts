// End to end: the resource's Lua (ESX adapter) against the real reference server
// (createTestApp; PerformHttpRequest goes to app.request): what is bought is granted once, what comes back is taken back once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ORIGIN, SERVER_SECRET, createTestApp, type TestApp } from '../server/helpers/test-app';
import { DEV_TEBEX_WEBHOOK_SECRET, tebexSignature } from '../../server/http/tebex-signature';
import { startResource, type FiveM, type HttpCall } from './fivem';

let t: TestApp;
const resources: FiveM[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const r of resources) r.close();
  await t.close();
});

async function shopResource(kvp: Map<string, number>) {
  const r = await startResource({
    kvp,
    convars: { hurricane_shop_apiBaseUrl: ORIGIN, hurricane_shop_secret: SERVER_SECRET, hurricane_shop_serverId: 'hurricane_fa', hurricane_shop_framework: 'esx' },
    setup: '__installEsx(); __installOxmysql()',
    http: async (call: HttpCall) => {
      const answer = await t.app.request(call.url, { method: call.method, headers: call.headers, ...(call.method !== 'GET' && { body: call.body }) });
      return { status: answer.status, body: await answer.text() };
    },
  });
  resources.push(r);
  return r;
}

const join = async (r: FiveM) => {
  r.connect(1, 'license:demo');
  r.lua(`__dispatch('esx:playerLoaded', nil, 1, __esxLoad(1, 'char1:demo'), false)`);
  await r.settle();
};

it('bought offline, granted once on joining; bought online, granted at the next round; never twice, even after a restart', async () => {
  const cookie = await t.login();
  const characters = await t.call('/api/getCharacters', { cookie });
  const character = characters.body[0].id as number;
  const bought = await t.call('/api/buyProducts', {
    cookie,
    body: { characterDbId: character, products: [{ itemId: 'kit_reparation', amount: 2, isFromDailyShop: false }, { itemId: 'sultan_rs', amount: 1, isFromDailyShop: false }] },
  });
  expect(bought.status).toBe(200);

  const kvp = new Map<string, number>();
  const r = await shopResource(kvp);
  expect(r.prints.join('\n')).toContain('cannot be delivered in game yet'); // the demo catalogue has products config.lua leaves out
  await r.advance(30_000); // nobody online: nothing claimed
  expect(r.entries('http').filter(([, url]) => String(url).endsWith('/claim'))).toEqual([]);

  await join(r);
  expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'fixkit', 2]]);
  const vehicles = r.entries('oxmysql.insert') as [string, unknown[]][];
  expect(vehicles).toHaveLength(1);
  expect(vehicles[0]![1][0]).toBe('char1:demo');
  expect(r.entries('esx.showNotification')).toEqual([[1, 'Livraison : Kit de réparation x2'], [1, 'Livraison : Sultan RS x1']]);
  const rows = () => t.db.query<{ item_id: string; acked: boolean }>(
    "SELECT d.item_id, d.acked_at IS NOT NULL AS acked FROM deliveries d JOIN accounts a ON a.id = d.account_id WHERE a.license = 'license:demo' ORDER BY d.id",
  );
  expect(await rows()).toEqual([{ item_id: 'kit_reparation', acked: true }, { item_id: 'sultan_rs', acked: true }]);

  // Bought while playing: the next round grants it.
  expect((await t.call('/api/buyProducts', { cookie, body: { characterDbId: character, products: [{ itemId: 'radio_portable', amount: 1, isFromDailyShop: false }] } })).status).toBe(200);
  await r.advance(30_000);
  expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'fixkit', 2], [1, 'radio', 1]]);

  // Rounds go on, the leases expire: nothing is granted twice.
  for (let i = 0; i < 3; i++) {
    t.clock.advance(61_000);
    await r.advance(30_000);
  }
  expect(r.entries('esx.addInventoryItem')).toHaveLength(2);
  expect(r.entries('oxmysql.insert')).toHaveLength(1);

  // Restarted with the same KVP, the player joins again: nothing more.
  const again = await shopResource(kvp);
  await join(again);
  expect(again.entries('esx.addInventoryItem')).toEqual([]);
  expect((await rows()).every((row) => row.acked)).toBe(true);
  for (const res of resources) expect(res.errors()).toEqual([]);
});

it('what comes back is taken back in game once: a refunded purchase’s item, then a rank that ends', async () => {
  const admin = await t.login('admin', 'admin1234');
  const cookie = await t.login();
  const character = (await t.call('/api/getCharacters', { cookie })).body[0].id as number;
  await t.call('/api/buyProducts', { cookie, body: { characterDbId: character, products: [{ itemId: 'radio_portable', amount: 1, isFromDailyShop: false }] } });
  const kvp = new Map<string, number>();
  const r = await shopResource(kvp);
  await join(r);
  expect(r.entries('esx.addInventoryItem')).toContainEqual([1, 'radio', 1]);

  // An admin refunds the purchase: the radio given is taken back at the next round, once.
  const demo = (await t.call('/api/manage/players?q=license:demo', { cookie: admin })).body.players[0];
  const [order] = (await t.call(`/api/manage/players/${demo.id}`, { cookie: admin })).body.purchases;
  expect((await t.call(`/api/manage/purchases/${order.orderId}/refund`, { cookie: admin, body: { reason: 'Erreur de personnage' } })).status).toBe(200);
  await r.advance(30_000);
  expect(r.entries('esx.removeInventoryItem')).toEqual([[1, 'radio', 1]]);

  // A Gold subscription paid, then ended: the group is given, then taken back; later rounds do nothing more.
  const subject = {
    transaction_id: 'tbx-game-gold', products: [{ id: 102, name: 'Gold', quantity: 1 }],
    custom: { accountId: demo.id, server: 'hurricane_fa' }, recurring_payment_reference: 'ref-game-gold',
  };
  const webhook = (type: string, body: unknown) => {
    const raw = JSON.stringify({ id: `${type}-game`, type, subject: body });
    return t.app.request(`${ORIGIN}/api/tebex/webhook`, { method: 'POST', headers: { 'X-Signature': tebexSignature(DEV_TEBEX_WEBHOOK_SECRET, raw) }, body: raw });
  };
  await webhook('payment.completed', subject);
  await r.advance(30_000);
  expect(r.entries('esx.setGroup')).toEqual([[1, 'gold']]);
  await webhook('recurring-payment.ended', { reference: 'ref-game-gold', initial_payment: subject, last_payment: subject });
  for (let i = 0; i < 3; i++) {
    t.clock.advance(61_000);
    await r.advance(30_000);
  }
  expect(r.entries('esx.setGroup')).toEqual([[1, 'gold'], [1, 'user']]);
  expect(r.errors()).toEqual([]);
});
