// The Qbox adapter (adapters/qbox.lua) under a real Lua 5.4: characters by license through
// oxmysql for the login; money, jobs and gangs through qbx_core's exports, vehicles in
// player_vehicles, items and weapons through ox_inventory (Qbox's inventory); revokes take
// back what grants gave, once.
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/api/contract/admin';
import { CONVARS, delivery, fakeApi } from './fake-shop';
import { resourcesFor, type HttpCall } from './fivem';

const start = resourcesFor(CONVARS);

/** A Qbox server (auto-detected) with oxmysql and ox_inventory; player 2 (license:joueur) loaded as CIT123. */
async function qboxServer(pending: Delivery[], setup = '') {
  const api = fakeApi(pending);
  const r = await start({ http: api.handler, setup: `__installQbox(); __installOxmysql(); __installOxInventory(); ${setup}` });
  r.connect(2, 'license:joueur');
  r.lua(`__dispatch('QBCore:Server:PlayerLoaded', nil, __qbxLoad(2, 'CIT123', 'license:joueur'))`);
  await r.settle();
  return { r, api };
}

const revokeOf = (granted: Delivery) => delivery(granted.itemId, granted.amount, { origin: 'tebex', action: 'revoke' });

describe('Qbox grants', () => {
  it('items and weapons through ox_inventory, player_vehicles, AddMoney, a job, and qbx_core Notify', async () => {
    const order = [delivery('kit_reparation', 3), delivery('pistolet_combat', 2), delivery('sultan_rs'), delivery('pack_debutant'), delivery('grade_gold')];
    const { r, api } = await qboxServer(order, "__qbxJobs.gold = { label = 'Gold' }");
    expect(r.entries('ox.AddItem')).toEqual([
      [2, 'fixkit', 3, null], [2, 'WEAPON_COMBATPISTOL', 2, { ammo: 60 }], [2, 'phone', 1, null], [2, 'radio', 1, null], [2, 'medikit', 1, null],
    ]);
    const [query, params] = (r.entries('oxmysql.insert') as [string, unknown[]][])[0]!;
    expect(query).toBe('INSERT INTO player_vehicles (license, citizenid, vehicle, hash, mods, plate, garage, state) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    expect(params.slice(0, 3)).toEqual(['license:joueur', 'CIT123', 'sultanrs']);
    expect(params[5]).toMatch(/^HS[A-HJ-NP-Z0-9]{6}$/);
    expect(r.entries('qbx.AddMoney')).toEqual([[2, 'bank', 5000, 'Boutique Hurricane']]);
    expect(r.entries('qbx.AddPlayerToJob')).toEqual([['CIT123', 'gold', 0]]);
    expect(r.entries('qbx.Notify').map((e) => e[1])).toEqual([
      'Livraison : Kit de réparation x3', 'Livraison : Pistolet de combat x2', 'Livraison : Sultan RS x1', 'Livraison : Pack débutant x1', 'Livraison : Gold x1',
    ]);
    expect(r.entries('qbx.Notify')[0]).toEqual([2, 'Livraison : Kit de réparation x3', 'success']);
    expect(api.acked).toEqual(order.map((d) => d.id));
  });

  it('a group that is a gang joins the gang at its grade; one that is neither waits, and the log says why', async () => {
    const gang = delivery('pack_gang');
    const gold = delivery('grade_gold');
    const { r, api } = await qboxServer([gang, gold], "Config.deliveries.products.pack_gang = { group = 'ballas', grade = 2 }");
    expect(r.entries('qbx.AddPlayerToGang')).toEqual([['CIT123', 'ballas', 2]]);
    expect(api.acked).toEqual([gang.id]);
    expect(r.prints.join('\n')).toContain(`delivery ${gold.id} (grade_gold x1) not granted, retried later: gold is neither a job nor a gang of qbx_core`);
  });

  it('without ox_inventory, an item waits (Qbox has no other inventory), and the log says so', async () => {
    const d = delivery('kit_reparation');
    const api = fakeApi([d]);
    const r = await start({ http: api.handler, setup: '__installQbox(); __installOxmysql()' });
    r.connect(2, 'license:joueur');
    r.lua(`__dispatch('QBCore:Server:PlayerLoaded', nil, __qbxLoad(2, 'CIT123', 'license:joueur'))`);
    await r.settle();
    expect(api.acked).toEqual([]);
    expect(r.prints.join('\n')).toContain('not granted, retried later: Qbox grants items and weapons through ox_inventory, which is not started');
  });

  it('the login sends every character of the license (players.charinfo), else the one in play', async () => {
    const requests: unknown[] = [];
    const http = (call: HttpCall) => {
      if (call.url.endsWith('/api/admin/gameToken')) {
        requests.push(JSON.parse(call.body));
        return { status: 200, body: JSON.stringify({ token: 'jeton', expiresIn: 60 }) };
      }
      return fakeApi([]).handler(call);
    };
    const r = await start({ http, setup: '__installQbox(); __installOxmysql()' });
    r.connect(1, 'license:abc');
    r.lua(`__sqlRows = { { citizenid = 'ABC123', charinfo = '{"firstname":"Tom","lastname":"Ford","birthdate":"1980-01-02","nationality":"USA"}' } }`);
    r.lua(`__dispatch('hurricane_shop:requestLogin', 1)`);
    await r.settle();
    expect(requests).toEqual([
      { license: 'license:abc', name: 'Joueur 1', characters: [{ id: 'ABC123', firstname: 'Tom', lastname: 'Ford', dob: '1980-01-02', pob: 'USA' }] },
    ]);
    expect(r.entries('oxmysql.query')[0]).toEqual(['SELECT citizenid, charinfo FROM players WHERE license = ?', ['license:abc']]);

    const noSql = await start({ http, setup: '__installQbox()' });
    noSql.connect(3, 'license:def');
    noSql.lua(`__qbxLoad(3, 'DEF456', 'license:def', { firstname = 'Ana', lastname = 'Lima', birthdate = '1995-05-05' })`);
    noSql.lua(`__dispatch('hurricane_shop:requestLogin', 3)`);
    await noSql.settle();
    expect(requests[1]).toMatchObject({ characters: [{ id: 'DEF456', firstname: 'Ana', lastname: 'Lima', dob: '1995-05-05' }] });
  });
});

describe('Qbox revokes', () => {
  it('what the grants gave: items held (ox_inventory), the vehicle row, the money (cash: what there is), the job', async () => {
    const granted = [delivery('kit_reparation', 3), delivery('pistolet_combat'), delivery('sultan_rs'), delivery('grade_gold'), delivery('pack_gang')];
    const pending = [...granted];
    const { r, api } = await qboxServer(pending, "__qbxJobs.gold = {}; Config.deliveries.products.pack_gang = { money = 1000, account = 'cash' }");
    expect(api.acked).toHaveLength(5);
    const [, params] = (r.entries('oxmysql.insert') as [string, string[]][])[0]!;
    r.lua('__oxItems[2].fixkit = 1; __qbxPlayer(2).PlayerData.money.cash = 300'); // used 2 kits, spent 700
    const revokes = granted.map(revokeOf);
    pending.push(...revokes);
    await r.advance(30_000);
    expect(r.entries('ox.RemoveItem')).toEqual([[2, 'fixkit', 1], [2, 'WEAPON_COMBATPISTOL', 1]]);
    expect(r.entries('oxmysql.update')).toEqual([['DELETE FROM player_vehicles WHERE plate = ?', [params[5]]]]);
    expect(r.entries('qbx.RemovePlayerFromJob')).toEqual([['CIT123', 'gold']]);
    expect(r.entries('qbx.RemoveMoney')).toEqual([[2, 'cash', 1000, 'Boutique Hurricane'], [2, 'cash', 300, 'Boutique Hurricane']]);
    expect(r.value('__qbxPlayer(2).PlayerData.money.cash')).toBe(0);
    const log = r.prints.join('\n');
    expect(log).toContain(`delivery ${revokes[0]!.id} (kit_reparation x3): 2 of 3 fixkit no longer held: not taken back`);
    expect(log).toContain(`delivery ${revokes[4]!.id} (pack_gang x1): 700 of 1000 cash money no longer held: not taken back`);
    expect(r.entries('qbx.Notify').at(-1)).toEqual([2, 'Retrait : Pack gang x1', 'success']);
    expect(api.acked).toEqual([...granted, ...revokes].map((d) => d.id));

  });
});
