// The resource's deliveries (targets/nui/resource: server.lua, adapters/*.lua, config.lua)
// under a real Lua 5.4: grant, then record in the KVP, then acknowledge; never twice.
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/api/contract/admin';
import { API, CONVARS, delivery, fakeApi } from './fake-shop';
import { resourcesFor, type FiveM } from './fivem';

const start = resourcesFor(CONVARS);

/** An ESX server with oxmysql; player 1 (license:joueur) loaded as char1:abc. */
async function esxServer(pending: Delivery[], extra: { setup?: string; kvp?: Map<string, number | string>; ackStatus?: () => number } = {}) {
  const api = fakeApi(pending, extra);
  const r = await start({
    convars: { hurricane_shop_framework: 'esx' }, http: api.handler, kvp: extra.kvp,
    setup: `__installEsx(); __installOxmysql(); ${extra.setup ?? ''}`,
  });
  r.connect(1, 'license:joueur');
  r.lua(`__dispatch('esx:playerLoaded', nil, 1, __esxLoad(1, 'char1:abc'), false)`);
  await r.settle();
  return { r, api };
}

const whatHappened = (r: FiveM) =>
  r.timeline.filter((e) => e.what !== 'http' || !String(e.args[1]).endsWith('/api/shopVer')).map((e) =>
    e.what === 'http' ? `${e.args[0]} ${String(e.args[1]).slice(API.length)}` : `${e.what} ${JSON.stringify(e.args)}`,
  );

describe('grant, record, acknowledge', () => {
  it('a player whose character loads gets the delivery in that order, with a French notification', async () => {
    const d = delivery('kit_reparation', 2);
    const { r, api } = await esxServer([d]);
    expect(whatHappened(r)).toEqual([
      'POST /api/admin/deliveries/claim',
      `esx.addInventoryItem [1,"fixkit",2]`,
      `kvp ["delivered:${d.id}",1]`,
      `esx.showNotification [1,"Livraison : Kit de réparation x2"]`,
      `POST /api/admin/deliveries/${d.id}/ack`,
    ]);
    expect(api.claims).toEqual([{ server: 'hurricane_fa', licenses: ['license:joueur'] }]);
    expect(api.acked).toEqual([d.id]);
  });

  it('the acknowledgement lost (the shop down): the next claims only acknowledge, never grant again', async () => {
    let ackStatus = 503;
    const d = delivery('kit_reparation');
    const { r, api } = await esxServer([d], { ackStatus: () => ackStatus });
    expect(r.entries('esx.addInventoryItem')).toHaveLength(1);
    expect(api.acked).toEqual([]);
    await r.advance(30_000); // the shop hands it out again: still not acknowledged
    expect(r.entries('esx.addInventoryItem')).toHaveLength(1);
    ackStatus = 200;
    await r.advance(30_000);
    expect(r.entries('esx.addInventoryItem')).toHaveLength(1);
    expect(r.entries('esx.showNotification')).toHaveLength(1);
    expect(api.acked).toEqual([d.id]);
    await r.advance(60_000);
    expect(r.entries('esx.addInventoryItem')).toHaveLength(1);
  });

  it('a crash after the grant and record (the acknowledgement never sent): restarted with its KVP, it acknowledges without granting', async () => {
    const d = delivery('pistolet_combat');
    const kvp = new Map<string, number>();
    const crashing = await esxServer([d], {
      kvp,
      // The server dies right after recording: nothing after it runs, ever.
      setup: `local record = SetResourceKvpInt
        SetResourceKvpInt = function(key, value)
          record(key, value)
          if key:find('^delivered:') then Citizen.Await(promise.new()) end
        end`,
    });
    expect(crashing.r.entries('esx.addWeapon')).toEqual([[1, 'WEAPON_COMBATPISTOL', 60]]);
    expect(kvp.get(`delivered:${d.id}`)).toBe(1);
    expect(crashing.api.acked).toEqual([]);

    const { r, api } = await esxServer([d], { kvp });
    expect(whatHappened(r)).toEqual(['POST /api/admin/deliveries/claim', `POST /api/admin/deliveries/${d.id}/ack`]);
    expect(api.acked).toEqual([d.id]);
  });

  it('a delivery that failed halfway (a full inventory) grants only what is left when retried', async () => {
    const d = delivery('pack_debutant');
    const { r, api } = await esxServer([d], { setup: "__refuse['medikit'] = true" });
    expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'phone', 1], [1, 'radio', 1]]);
    expect(api.acked).toEqual([]);
    expect(r.kvp.get(`delivering:${d.id}`)).toBe(2);
    expect(r.prints.join('\n')).toContain(`delivery ${d.id} (pack_debutant x1) not granted, retried later: cannot carry 1 medikit`);
    r.lua("__refuse['medikit'] = nil");
    await r.advance(30_000);
    expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'phone', 1], [1, 'radio', 1], [1, 'medikit', 1]]);
    expect(r.entries('esx.addAccountMoney')).toEqual([[1, 'bank', 5000, 'Boutique Hurricane']]);
    expect(r.entries('esx.showNotification')).toEqual([[1, 'Livraison : Pack débutant x1']]);
    expect(api.acked).toEqual([d.id]);
    expect(r.kvp.has(`delivering:${d.id}`)).toBe(false);
  });

  it('a player who is not loaded yet is not claimed for; the interval serves players online', async () => {
    const d = delivery('kit_reparation');
    const api = fakeApi([d]);
    const r = await start({ convars: { hurricane_shop_framework: 'esx', hurricane_shop_deliveryInterval: '10' }, http: api.handler, setup: '__installEsx()' });
    r.connect(1, 'license:joueur');
    await r.advance(10_000);
    expect(api.claims).toEqual([]);
    r.lua("__esxLoad(1, 'char1:abc')"); // loaded, without the event: the next round serves them
    await r.advance(10_000);
    expect(api.claims).toHaveLength(1);
    expect(api.acked).toEqual([d.id]);
  });

  it('a delivery for another character waits while the player plays this one', async () => {
    const d = delivery('kit_reparation', 1, { characterId: 8 });
    const { r, api } = await esxServer([d], { setup: 'Config.deliveries.characterOf = function() return 7 end' });
    expect(r.entries('esx.addInventoryItem')).toEqual([]);
    expect(api.acked).toEqual([]);
  });
});

describe('the framework adapters grant what config.lua maps', () => {
  const order = () => [
    delivery('kit_reparation', 3), delivery('pistolet_combat', 2), delivery('sultan_rs', 2), delivery('pack_debutant'), delivery('grade_gold'),
  ];

  it('ESX: addInventoryItem, addWeapon, owned_vehicles through oxmysql, addAccountMoney, setGroup, showNotification', async () => {
    const { r, api } = await esxServer(order());
    expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'fixkit', 3], [1, 'phone', 1], [1, 'radio', 1], [1, 'medikit', 1]]);
    expect(r.entries('esx.addWeapon')).toEqual([[1, 'WEAPON_COMBATPISTOL', 120]]);
    expect(r.entries('esx.addAccountMoney')).toEqual([[1, 'bank', 5000, 'Boutique Hurricane']]);
    expect(r.entries('esx.setGroup')).toEqual([[1, 'gold']]);
    const vehicles = r.entries('oxmysql.insert');
    expect(vehicles).toHaveLength(2);
    for (const [query, params] of vehicles as [string, [string, string, string]][]) {
      expect(query).toBe('INSERT INTO owned_vehicles (owner, plate, vehicle) VALUES (?, ?, ?)');
      expect(params[0]).toBe('char1:abc');
      expect(params[1]).toMatch(/^HS[A-Z0-9]{6}$/);
      expect(JSON.parse(params[2])).toEqual({ model: joaat('sultanrs'), plate: params[1] });
    }
    expect(r.entries('esx.showNotification').map((e) => e[1])).toEqual([
      'Livraison : Kit de réparation x3', 'Livraison : Pistolet de combat x2', 'Livraison : Sultan RS x2', 'Livraison : Pack débutant x1', 'Livraison : Gold x1',
    ]);
    expect(api.acked).toHaveLength(5);
  });

  it('QBCore: AddItem (weapons too), player_vehicles, AddMoney, AddPermission, QBCore:Notify', async () => {
    const api = fakeApi(order());
    const r = await start({ convars: { hurricane_shop_framework: 'qbcore' }, http: api.handler, setup: '__installQbcore(); __installOxmysql()' });
    r.connect(2, 'license:joueur');
    r.lua(`__dispatch('QBCore:Server:PlayerLoaded', nil, __qbLoad(2, 'CIT123', 'license:joueur'))`);
    await r.settle();
    expect(r.entries('qb.AddItem')).toEqual([[2, 'fixkit', 3], [2, 'weapon_combatpistol', 2], [2, 'phone', 1], [2, 'radio', 1], [2, 'medikit', 1]]);
    expect(r.entries('qb.AddMoney')).toEqual([[2, 'bank', 5000, 'Boutique Hurricane']]);
    expect(r.entries('qb.AddPermission')).toEqual([[2, 'gold']]);
    const vehicles = r.entries('oxmysql.insert') as [string, unknown[]][];
    expect(vehicles).toHaveLength(2);
    expect(vehicles[0]![0]).toBe(
      'INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    expect(vehicles[0]![1]).toEqual(['license:joueur', 'CIT123', 'sultanrs', joaat('sultanrs'), '{}', expect.stringMatching(/^HS/), 'pillboxgarage', 1]);
    expect(r.entries('TriggerClientEvent:QBCore:Notify')[0]).toEqual([2, 'Livraison : Kit de réparation x3', 'success']);
    expect(api.acked).toHaveLength(5);
  });

  it('standalone: the event hurricane_shop:deliver (delivery, source, grants) and the notification event', async () => {
    const d = delivery('kit_reparation', 2);
    const api = fakeApi([d]);
    const r = await start({ http: api.handler });
    r.connect(3, 'license:joueur');
    r.lua(`__dispatch('playerJoining', 3)`);
    await r.settle();
    expect(r.entries('TriggerEvent:hurricane_shop:deliver')).toEqual([[d, 3, [{ item: 'fixkit' }]]]);
    expect(r.entries('TriggerClientEvent:hurricane_shop:notify')).toEqual([[3, 'Livraison : Kit de réparation x2']]);
    expect(api.acked).toEqual([d.id]);
  });

  it('standalone with Config.deliveries.grant: false refuses (retried later), true grants', async () => {
    const d = delivery('sultan_rs');
    const api = fakeApi([d]);
    const r = await start({
      http: api.handler,
      setup: `__accept = false
        Config.deliveries.grant = function(source, delivery, grants)
          __record('grant', source, delivery.itemId, grants[1].vehicle)
          return __accept
        end`,
    });
    r.connect(4, 'license:joueur');
    r.lua(`__dispatch('playerJoining', 4)`);
    await r.settle();
    expect(api.acked).toEqual([]);
    r.lua('__accept = true');
    await r.advance(30_000);
    expect(r.entries('grant')).toEqual([[4, 'sultan_rs', 'sultanrs'], [4, 'sultan_rs', 'sultanrs']]);
    expect(api.acked).toEqual([d.id]);
  });
});

describe('what config.lua does not map', () => {
  it('is listed at start, and its deliveries wait (neither granted nor acknowledged)', async () => {
    const d = delivery('pack_gang');
    const { r, api } = await esxServer([d]);
    const log = r.prints.join('\n');
    expect(log).toContain('1 product(s) cannot be delivered in game yet');
    expect(log).toContain('pack_gang (pack, "Pack gang"): no grant in Config.deliveries');
    expect(log).not.toContain('points_1000'); // H-Points live on the shop
    expect(log).toContain('delivery of pack_gang waits: no grant in Config.deliveries');
    expect(api.acked).toEqual([]);
  });

  it('a category grant covers the products of that category; false acknowledges with nothing to grant', async () => {
    const gang = delivery('pack_gang', 2);
    const gold = delivery('grade_gold');
    const { r, api } = await esxServer([gang, gold], {
      setup: "Config.deliveries.categories.pack = function(itemId) return { item = itemId } end; Config.deliveries.products.grade_gold = false",
    });
    expect(r.prints.join('\n')).not.toContain('cannot be delivered');
    expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'pack_gang', 2]]);
    expect(r.entries('esx.setGroup')).toEqual([]);
    expect(api.acked).toEqual([gang.id, gold.id]);
  });

  it('without the secret, or with an unknown framework, deliveries are off and say why', async () => {
    const off = await start({ convars: { hurricane_shop_secret: '' }, http: fakeApi([]).handler });
    expect(off.prints.join('\n')).toContain('deliveries are off: set hurricane_shop_secret');
    const unknown = await start({ convars: { hurricane_shop_framework: 'vrp' }, http: fakeApi([]).handler });
    expect(unknown.prints.join('\n')).toContain('deliveries are off: Config.framework is "vrp"');
    const missing = await start({ convars: { hurricane_shop_framework: 'esx' }, http: fakeApi([]).handler });
    expect(missing.prints.join('\n')).toContain('deliveries are off: the esx framework is not available');
  });
});

describe('the console command', () => {
  it('hurricane_deliveries tells the state, forget <id> lets a replayed delivery be granted again', async () => {
    const d = delivery('kit_reparation');
    const { r } = await esxServer([d]);
    r.lua("__command('hurricane_deliveries', 0, {})");
    await r.settle();
    expect(r.prints.at(-1)).toContain('framework esx, every 30s, catalogue read; 1 done here (granted or revoked)');
    r.lua(`__command('hurricane_deliveries', 0, {'forget', '${d.id}'})`);
    await r.settle();
    expect(r.kvp.has(`delivered:${d.id}`)).toBe(false);
  });
});

describe('revokes: what a grant gave is taken back, once', () => {
  /** The revoke of a grant: its own id, the same product and amount. */
  const revokeOf = (granted: Delivery, extra: Partial<Delivery> = {}) =>
    delivery(granted.itemId, granted.amount, { origin: 'tebex', ...extra, action: 'revoke' });
  const plates = (r: FiveM) => (r.entries('oxmysql.insert') as [string, string[]][]).map(([query, params]) => params[query.includes('player_vehicles') ? 5 : 1]);
  const log = (r: FiveM) => r.prints.join('\n');

  it('ESX: a revoke takes back the group, then records, notifies and acknowledges, in that order, and logs it', async () => {
    const granted = delivery('grade_gold');
    const pending = [granted];
    const { r, api } = await esxServer(pending);
    const revoke = revokeOf(granted);
    pending.push(revoke);
    r.timeline.length = 0;
    await r.advance(30_000);
    expect(whatHappened(r)).toEqual([
      'POST /api/admin/deliveries/claim',
      `esx.setGroup [1,"user"]`,
      `kvp ["delivered:${revoke.id}",1]`,
      `esx.showNotification [1,"Retrait : Gold x1"]`,
      `POST /api/admin/deliveries/${revoke.id}/ack`,
    ]);
    expect(log(r)).toContain(`delivery ${revoke.id} revoked: grade_gold x1 from license:joueur`);
    expect(api.acked).toEqual([granted.id, revoke.id]);
  });

  it('ESX: the items still held, the weapon, the vehicles of the plates granted, the money; what was used up is logged', async () => {
    const granted = [delivery('kit_reparation', 3), delivery('pistolet_combat'), delivery('sultan_rs', 2), delivery('pack_debutant')];
    const pending = [...granted];
    const { r, api } = await esxServer(pending);
    const given = plates(r);
    expect(r.kvp.get('plates:license:joueur:sultan_rs:sultanrs')).toBe(given.join(' '));
    r.lua('__esxPlayer(1).inventory.fixkit = 1'); // two kits used since
    const revokes = granted.map((d) => revokeOf(d));
    pending.push(...revokes);
    await r.advance(30_000);
    expect(r.entries('esx.removeInventoryItem')).toEqual([[1, 'fixkit', 1], [1, 'phone', 1], [1, 'radio', 1], [1, 'medikit', 1]]);
    expect(r.entries('esx.removeWeapon')).toEqual([[1, 'WEAPON_COMBATPISTOL']]);
    expect(r.entries('oxmysql.update')).toEqual(given.map((plate) => ['DELETE FROM owned_vehicles WHERE plate = ?', [plate]]));
    expect(r.value('next(__vehicles) == nil')).toBe(true);
    expect(r.kvp.has('plates:license:joueur:sultan_rs:sultanrs')).toBe(false);
    expect(r.entries('esx.removeAccountMoney')).toEqual([[1, 'bank', 5000, 'Boutique Hurricane']]);
    expect(log(r)).toContain(`delivery ${revokes[0]!.id} (kit_reparation x3): 2 of 3 fixkit no longer held: not taken back`);
    for (const d of revokes) expect(log(r)).toContain(`delivery ${d.id} revoked: ${d.itemId} x${d.amount} from license:joueur`);
    expect(r.entries('esx.showNotification').slice(4).map((e) => e[1])).toEqual([
      'Retrait : Kit de réparation x3', 'Retrait : Pistolet de combat x1', 'Retrait : Sultan RS x2', 'Retrait : Pack débutant x1',
    ]);
    expect(api.acked).toEqual([...granted, ...revokes].map((d) => d.id));
  });

  it('ESX: a group the player no longer has (a rank bought since) is kept, and the log says so', async () => {
    const gold = delivery('grade_gold');
    const pending = [gold];
    const { r, api } = await esxServer(pending);
    r.lua("__esxPlayer(1).group = 'diamond'");
    const revoke = revokeOf(gold);
    pending.push(revoke);
    await r.advance(30_000);
    expect(r.entries('esx.setGroup')).toEqual([[1, 'gold']]);
    expect(log(r)).toContain(`delivery ${revoke.id} (grade_gold x1): group diamond kept (not gold)`);
    expect(api.acked).toEqual([gold.id, revoke.id]);
  });

  it('QBCore: RemoveItem (weapons too), the player_vehicles row, RemoveMoney (cash: what there is), RemovePermission', async () => {
    const granted = [delivery('kit_reparation', 3), delivery('pistolet_combat', 2), delivery('sultan_rs'), delivery('pack_debutant'), delivery('grade_gold'), delivery('pack_gang')];
    const pending = [...granted];
    const api = fakeApi(pending);
    const r = await start({
      convars: { hurricane_shop_framework: 'qbcore' }, http: api.handler,
      setup: "__installQbcore(); __installOxmysql(); Config.deliveries.products.pack_gang = { money = 1000, account = 'cash' }",
    });
    r.connect(2, 'license:joueur');
    r.lua(`__dispatch('QBCore:Server:PlayerLoaded', nil, __qbLoad(2, 'CIT123', 'license:joueur'))`);
    await r.settle();
    expect(api.acked).toHaveLength(6);
    r.lua('__qbPlayer(2).PlayerData.items[1].amount = 1; __qbPlayer(2).PlayerData.money.cash = 300'); // used 2 kits, spent 700
    const revokes = granted.map((d) => revokeOf(d));
    pending.push(...revokes);
    await r.advance(30_000);
    expect(r.entries('qb.RemoveItem')).toEqual([[2, 'fixkit', 1], [2, 'weapon_combatpistol', 2], [2, 'phone', 1], [2, 'radio', 1], [2, 'medikit', 1]]);
    expect(r.entries('oxmysql.update')).toEqual([['DELETE FROM player_vehicles WHERE plate = ?', plates(r)]]);
    expect(r.entries('qb.RemoveMoney')).toEqual([
      [2, 'bank', 5000, 'Boutique Hurricane'], [2, 'cash', 1000, 'Boutique Hurricane'], [2, 'cash', 300, 'Boutique Hurricane'],
    ]);
    expect(r.value('__qbPlayer(2).PlayerData.money')).toEqual({ bank: 0, cash: 0 });
    expect(r.entries('qb.RemovePermission')).toEqual([[2, 'gold']]);
    expect(log(r)).toContain(`delivery ${revokes[0]!.id} (kit_reparation x3): 2 of 3 fixkit no longer held: not taken back`);
    expect(log(r)).toContain(`delivery ${revokes[5]!.id} (pack_gang x1): 700 of 1000 cash money no longer held: not taken back`);
    expect(r.entries('TriggerClientEvent:QBCore:Notify').at(-1)).toEqual([2, 'Retrait : Pack gang x1', 'success']);
    expect(api.acked).toEqual([...granted, ...revokes].map((d) => d.id));
  });

  it('standalone: the event hurricane_shop:revoke (delivery, source, grants) for the server\'s scripts, logged, raised once', async () => {
    const d = delivery('kit_reparation', 2, { action: 'revoke' });
    let ackStatus = 503;
    const api = fakeApi([d], { ackStatus: () => ackStatus });
    const r = await start({ http: api.handler });
    r.connect(3, 'license:joueur');
    r.lua(`__dispatch('playerJoining', 3)`);
    await r.settle();
    expect(r.entries('TriggerEvent:hurricane_shop:revoke')).toEqual([[d, 3, [{ item: 'fixkit' }]]]);
    expect(r.entries('TriggerEvent:hurricane_shop:deliver')).toEqual([]);
    expect(log(r)).toContain(`delivery ${d.id} (kit_reparation x2): hurricane_shop:revoke raised for the server's scripts (1 grant(s) this framework cannot take back)`);
    expect(log(r)).toContain(`delivery ${d.id} revoked: kit_reparation x2 from license:joueur`);
    expect(r.entries('TriggerClientEvent:hurricane_shop:notify')).toEqual([[3, 'Retrait : Kit de réparation x2']]);
    await r.advance(30_000); // handed out again (its acknowledgement lost): not raised again
    ackStatus = 200;
    await r.advance(30_000);
    expect(r.entries('TriggerEvent:hurricane_shop:revoke')).toHaveLength(1);
    expect(api.acked).toEqual([d.id]);
  });

  it('standalone with Config.deliveries.revoke: false refuses (retried later), true takes it back, no event', async () => {
    const d = delivery('sultan_rs', 1, { action: 'revoke' });
    const api = fakeApi([d]);
    const r = await start({
      http: api.handler,
      setup: `__accept = false
        Config.deliveries.revoke = function(source, delivery, grants)
          __record('revoke', source, delivery.action, grants[1].vehicle)
          return __accept
        end`,
    });
    r.connect(4, 'license:joueur');
    r.lua(`__dispatch('playerJoining', 4)`);
    await r.settle();
    expect(api.acked).toEqual([]);
    expect(log(r)).toContain(`delivery ${d.id} (sultan_rs x1) not revoked, retried later: Config.deliveries.revoke refused it`);
    r.lua('__accept = true');
    await r.advance(30_000);
    expect(r.entries('revoke')).toEqual([[4, 'revoke', 'sultanrs'], [4, 'revoke', 'sultanrs']]);
    expect(r.entries('TriggerEvent:hurricane_shop:revoke')).toEqual([]);
    expect(api.acked).toEqual([d.id]);
  });

  it('vehicles given by giveVehicle: without takeVehicle they go to hurricane_shop:revoke (the rest is undone); with it, it gets the plate', async () => {
    const setup = `Config.deliveries.products.pack_gang = { { vehicle = 'faggio' }, { item = 'phone' } }
      Config.deliveries.giveVehicle = function(source, model) __record('giveVehicle', source, model); return 'GARAGE01' end`;
    const granted = delivery('pack_gang');
    const revoke = revokeOf(granted);
    const { r, api } = await esxServer([granted, revoke], { setup });
    expect(r.kvp.get('plates:license:joueur:pack_gang:faggio')).toBe('GARAGE01');
    expect(r.entries('TriggerEvent:hurricane_shop:revoke')).toEqual([[revoke, 1, [{ vehicle: 'faggio' }]]]);
    expect(r.entries('esx.removeInventoryItem')).toEqual([[1, 'phone', 1]]);
    expect(api.acked).toEqual([granted.id, revoke.id]);

    const taking = await esxServer([granted, revoke], {
      setup: `${setup}
        Config.deliveries.takeVehicle = function(source, model, _, plate) __record('takeVehicle', source, model, plate) end`,
    });
    expect(taking.r.entries('takeVehicle')).toEqual([[1, 'faggio', 'GARAGE01']]);
    expect(taking.r.entries('TriggerEvent:hurricane_shop:revoke')).toEqual([]);
    expect(taking.r.kvp.has('plates:license:joueur:pack_gang:faggio')).toBe(false);
  });

  it('a vehicle with no plate recorded (granted before revokes existed) is logged for the admin, and acknowledged', async () => {
    const revoke = delivery('sultan_rs', 1, { action: 'revoke' });
    const { r, api } = await esxServer([revoke]);
    expect(r.entries('oxmysql.update')).toEqual([]);
    expect(log(r)).toContain(`delivery ${revoke.id} (sultan_rs x1): no sultanrs recorded as given to this player (given before plates were recorded?): remove it by hand`);
    expect(api.acked).toEqual([revoke.id]);
  });

  it('the acknowledgement lost: later claims only acknowledge, the items are taken back once', async () => {
    let ackStatus = 503;
    const granted = delivery('kit_reparation', 2);
    const revoke = revokeOf(granted);
    const { r, api } = await esxServer([granted, revoke], { ackStatus: () => ackStatus });
    await r.advance(30_000);
    expect(r.entries('esx.removeInventoryItem')).toEqual([[1, 'fixkit', 2]]);
    r.lua('__esxPlayer(1).inventory.fixkit = 5'); // bought in the game since: a second revoke would show
    await r.advance(30_000);
    ackStatus = 200;
    await r.advance(30_000);
    expect(r.entries('esx.removeInventoryItem')).toEqual([[1, 'fixkit', 2]]);
    expect(api.acked).toEqual([granted.id, revoke.id]);
  });

  it('a crash between the revoke and its acknowledgement: restarted with its KVP, it acknowledges without taking back again', async () => {
    const revoke = delivery('pack_debutant', 1, { action: 'revoke' });
    const kvp = new Map<string, number | string>();
    const crashing = await esxServer([revoke], {
      kvp,
      setup: `local record = SetResourceKvpInt
        SetResourceKvpInt = function(key, value)
          record(key, value)
          if key:find('^delivered:') then Citizen.Await(promise.new()) end
        end`,
    });
    expect(crashing.r.entries('esx.removeAccountMoney')).toEqual([[1, 'bank', 5000, 'Boutique Hurricane']]);
    expect(kvp.get(`delivered:${revoke.id}`)).toBe(1);
    expect(crashing.api.acked).toEqual([]);

    const { r, api } = await esxServer([revoke], { kvp });
    expect(whatHappened(r)).toEqual(['POST /api/admin/deliveries/claim', `POST /api/admin/deliveries/${revoke.id}/ack`]);
    expect(api.acked).toEqual([revoke.id]);
  });

  it('a revoke that failed halfway (the database down) takes back only what is left, each vehicle once', async () => {
    const granted = delivery('sultan_rs', 2);
    const pending = [granted];
    const { r, api } = await esxServer(pending);
    const given = plates(r);
    r.lua(`local update, calls = exports.oxmysql.update, 0
      exports.oxmysql.update = function(...)
        calls = calls + 1
        if calls == 2 then error('database down', 0) end
        return update(...)
      end`);
    const revoke = revokeOf(granted);
    pending.push(revoke);
    await r.advance(30_000);
    expect(r.entries('oxmysql.update')).toEqual([['DELETE FROM owned_vehicles WHERE plate = ?', [given[0]]]]);
    expect(r.kvp.get(`delivering:${revoke.id}`)).toBe(1);
    expect(r.kvp.get('plates:license:joueur:sultan_rs:sultanrs')).toBe(given[1]);
    expect(log(r)).toContain(`delivery ${revoke.id} (sultan_rs x2) not revoked, retried later: database down`);
    expect(api.acked).toEqual([granted.id]);
    await r.advance(30_000);
    expect(r.entries('oxmysql.update')).toEqual(given.map((plate) => ['DELETE FROM owned_vehicles WHERE plate = ?', [plate]]));
    expect(r.kvp.has(`delivering:${revoke.id}`)).toBe(false);
    expect(api.acked).toEqual([granted.id, revoke.id]);
  });

  it('an action this resource does not know waits, and says so once', async () => {
    const d = delivery('kit_reparation', 1, { action: 'confiscate' as Delivery['action'] });
    const { r, api } = await esxServer([d]);
    await r.advance(30_000);
    expect(r.prints.filter((p) => p.includes(`delivery ${d.id} waits: its action "confiscate" is unknown to this resource`))).toHaveLength(1);
    expect(r.entries('esx.removeInventoryItem')).toEqual([]);
    expect(api.acked).toEqual([]);
  });
});

/** GTA's joaat, signed as GetHashKey answers it. */
function joaat(s: string): number {
  let h = 0;
  for (const c of Buffer.from(s.toLowerCase())) {
    h = (h + c) >>> 0;
    h = (h + (h << 10)) >>> 0;
    h = (h ^ (h >>> 6)) >>> 0;
  }
  h = (h + (h << 3)) >>> 0;
  h = (h ^ (h >>> 11)) >>> 0;
  h = (h + (h << 15)) >>> 0;
  return h | 0;
}
