// Keys of a delivered vehicle (adapters/keys.lua): through the keys script that runs
// (qbx_vehiclekeys, qb-vehiclekeys, wasabi_carlock), or Config.giveKeys when set; keys that
// fail never give a second vehicle. The plate's format comes from config.lua, each plate
// unique against the vehicles table.
import { describe, expect, it } from 'vitest';
import { CONVARS, delivery, fakeApi } from './fake-shop';
import { resourcesFor, type FiveM } from './fivem';

const start = resourcesFor(CONVARS);

/** A QBCore server (auto-detected) with oxmysql; player 2 loaded as CIT123; a sultan_rs delivered to them. */
async function vehicleDelivered(setup: string, amount = 1) {
  const d = delivery('sultan_rs', amount);
  const api = fakeApi([d]);
  const r = await start({ http: api.handler, setup: `__installQbcore(); __installOxmysql(); ${setup}` });
  r.connect(2, 'license:joueur');
  r.lua(`__dispatch('QBCore:Server:PlayerLoaded', nil, __qbLoad(2, 'CIT123', 'license:joueur'))`);
  await r.settle();
  return { r, api, d };
}

const platesGiven = (r: FiveM) => (r.entries('oxmysql.insert') as [string, unknown[]][]).map(([, params]) => params[5] as string);

describe('keys through the keys script that runs', () => {
  it('qb-vehiclekeys: GiveKeys(source, plate) for each vehicle, after its row', async () => {
    const { r, api, d } = await vehicleDelivered("__installKeys('qb-vehiclekeys')", 2);
    const plates = platesGiven(r);
    expect(plates).toHaveLength(2);
    expect(r.entries('qb-vehiclekeys.GiveKeys')).toEqual(plates.map((plate) => [2, plate]));
    const order = r.timeline.map((e) => e.what).filter((w) => w === 'oxmysql.insert' || w === 'qb-vehiclekeys.GiveKeys');
    expect(order).toEqual(['oxmysql.insert', 'qb-vehiclekeys.GiveKeys', 'oxmysql.insert', 'qb-vehiclekeys.GiveKeys']);
    expect(api.acked).toEqual([d.id]);
  });

  it('wasabi_carlock: GiveKey(source, plate)', async () => {
    const { r } = await vehicleDelivered("__installKeys('wasabi_carlock')");
    expect(r.entries('wasabi_carlock.GiveKey')).toEqual([[2, platesGiven(r)[0]]]);
  });

  it('qbx_vehiclekeys: the garage vehicle gets its keys when taken out (logged); one already out with that plate gets them now', async () => {
    const { r, api, d } = await vehicleDelivered("__installKeys('qbx_vehiclekeys')");
    const [plate] = platesGiven(r);
    expect(r.entries('qbx_vehiclekeys.GiveKeys')).toEqual([]);
    expect(r.prints.join('\n')).toContain(`delivery ${d.id} (sultan_rs x1): keys of ${plate}: qbx_vehiclekeys gives them to the owner when the vehicle is taken out`);
    expect(api.acked).toEqual([d.id]);

    // The vehicle's plate is out in the world (entity 77, padded as GTA pads plates).
    const out = await vehicleDelivered(`__installKeys('qbx_vehiclekeys')
      local insert = exports.oxmysql.insert
      exports.oxmysql.insert = function(self, query, params, cb) __worldVehicles[77] = ' ' .. params[6] .. ' '; return insert(self, query, params, cb) end`);
    expect(out.r.entries('qbx_vehiclekeys.GiveKeys')).toEqual([[2, 77, true]]);
  });

  it('the first started of them when several run; Config.vehicleKeys names one, or none', async () => {
    const both = await vehicleDelivered("__installKeys('wasabi_carlock'); __installKeys('qb-vehiclekeys')");
    expect(both.r.entries('qb-vehiclekeys.GiveKeys')).toHaveLength(1);
    expect(both.r.entries('wasabi_carlock.GiveKey')).toEqual([]);
    const named = await vehicleDelivered("__installKeys('wasabi_carlock'); __installKeys('qb-vehiclekeys'); Config.vehicleKeys = 'wasabi_carlock'");
    expect(named.r.entries('wasabi_carlock.GiveKey')).toHaveLength(1);
    expect(named.r.entries('qb-vehiclekeys.GiveKeys')).toEqual([]);
    const none = await vehicleDelivered("__installKeys('qb-vehiclekeys'); Config.vehicleKeys = 'none'");
    expect(none.r.entries('qb-vehiclekeys.GiveKeys')).toEqual([]);
    expect(none.api.acked).toHaveLength(1);
  });
});

describe('Config.giveKeys', () => {
  it('when set, gives the keys instead of the script, with the plate and the model', async () => {
    const { r } = await vehicleDelivered(`__installKeys('qb-vehiclekeys')
      Config.giveKeys = function(source, plate, model) __record('giveKeys', source, plate, model) end`);
    expect(r.entries('giveKeys')).toEqual([[2, platesGiven(r)[0], 'sultanrs']]);
    expect(r.entries('qb-vehiclekeys.GiveKeys')).toEqual([]);
  });

  it('keys that fail are logged; the vehicle is given and acknowledged once, never a second one', async () => {
    const { r, api, d } = await vehicleDelivered("Config.giveKeys = function() error('clés en panne', 0) end");
    const [plate] = platesGiven(r);
    expect(r.prints.join('\n')).toContain(`delivery ${d.id} (sultan_rs x1): keys of ${plate} not given: Config.giveKeys failed (clés en panne)`);
    expect(api.acked).toEqual([d.id]);
    await r.advance(30_000);
    expect(platesGiven(r)).toHaveLength(1);
  });
});

describe('the plate format (Config.deliveries.plate)', () => {
  it('`*` a letter or digit, `@` a letter, `#` a digit, the rest as is; drawn again while the table has it', async () => {
    const { r } = await vehicleDelivered(`Config.deliveries.plate = 'BT@@ ###'
      __vehicles['BTAA 111'] = 'player_vehicles'
      local draws, random = 0, math.random
      math.random = function(n)
        draws = draws + 1
        if draws <= 5 then return n == 10 and 2 or 1 end -- the first plate drawn: BTAA 111, taken
        return random(n)
      end`);
    const [plate] = platesGiven(r);
    expect(plate).toMatch(/^BT[A-HJ-NP-Z]{2} [0-9]{3}$/);
    expect(plate).not.toBe('BTAA 111');
  });

  it('a format that cannot be used is refused at start: the default plates, and the log says why', async () => {
    const { r } = await vehicleDelivered("Config.deliveries.plate = 'HURRICANE1'");
    expect(r.prints.join('\n')).toContain('Config.deliveries.plate "HURRICANE1" is not used (a plate has 1 to 8 characters): plates are HS******');
    expect(platesGiven(r)[0]).toMatch(/^HS[A-HJ-NP-Z0-9]{6}$/);
  });
});
