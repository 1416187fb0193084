// ox_inventory and ox_lib (adapters/ox.lua), whatever the framework: items and weapons go
// through ox_inventory when it runs (a full inventory makes the delivery wait, not
// acknowledged, with the reason in the log), revokes take them back through it, and
// ox_lib's notification replaces the framework's when ox_lib runs.
import { describe, expect, it } from 'vitest';
import type { Delivery } from '../../src/api/contract/admin';
import { CONVARS, delivery, fakeApi } from './fake-shop';
import { resourcesFor } from './fivem';

const start = resourcesFor(CONVARS);

/** An ESX server (auto-detected) with ox_inventory; player 1 loaded. */
async function esxWithOx(pending: Delivery[], setup = '') {
  const api = fakeApi(pending);
  const r = await start({ http: api.handler, setup: `__installEsx(); __installOxmysql(); __installOxInventory(); ${setup}` });
  r.connect(1, 'license:joueur');
  r.lua(`__dispatch('esx:playerLoaded', nil, 1, __esxLoad(1, 'char1:abc'), false)`);
  await r.settle();
  return { r, api };
}

describe('ox_inventory grants', () => {
  it('with ESX: CanCarryItem then AddItem for items and weapons (ammo in the metadata), never the framework\'s inventory', async () => {
    const order = [delivery('kit_reparation', 2), delivery('pistolet_combat', 2)];
    const { r, api } = await esxWithOx(order);
    expect(r.entries('ox.CanCarryItem')).toEqual([[1, 'fixkit', 2], [1, 'WEAPON_COMBATPISTOL', 2]]);
    expect(r.entries('ox.AddItem')).toEqual([[1, 'fixkit', 2, null], [1, 'WEAPON_COMBATPISTOL', 2, { ammo: 60 }]]);
    expect(r.entries('esx.addInventoryItem')).toEqual([]);
    expect(r.entries('esx.addWeapon')).toEqual([]);
    expect(r.value('__oxItems[1]')).toEqual({ fixkit: 2, WEAPON_COMBATPISTOL: 2 });
    expect(api.acked).toEqual(order.map((d) => d.id));
  });

  it('a full inventory: nothing added, the delivery waits unacknowledged and the log says why; room made, the next round grants it once', async () => {
    const d = delivery('kit_reparation', 3);
    const { r, api } = await esxWithOx([d], "__refuse['fixkit'] = true");
    expect(r.entries('ox.AddItem')).toEqual([]);
    expect(api.acked).toEqual([]);
    expect(r.kvp.has(`delivered:${d.id}`)).toBe(false);
    expect(r.entries('esx.showNotification')).toEqual([]);
    expect(r.prints.join('\n')).toContain(
      `delivery ${d.id} (kit_reparation x3) not granted, retried later: ox_inventory: cannot carry 3 fixkit (too heavy, or no free slot)`,
    );
    r.lua("__refuse['fixkit'] = nil");
    await r.advance(30_000);
    expect(r.entries('ox.AddItem')).toEqual([[1, 'fixkit', 3, null]]);
    expect(api.acked).toEqual([d.id]);
    await r.advance(30_000);
    expect(r.entries('ox.AddItem')).toHaveLength(1);
  });

  it('a pack refused halfway grants only what is left when retried', async () => {
    const d = delivery('pack_debutant');
    const { r, api } = await esxWithOx([d], "__refuse['medikit'] = true");
    expect(r.entries('ox.AddItem').map((e) => e[1])).toEqual(['phone', 'radio']);
    expect(api.acked).toEqual([]);
    r.lua("__refuse['medikit'] = nil");
    await r.advance(30_000);
    expect(r.entries('ox.AddItem').map((e) => e[1])).toEqual(['phone', 'radio', 'medikit']);
    expect(r.entries('esx.addAccountMoney')).toEqual([[1, 'bank', 5000, 'Boutique Hurricane']]);
    expect(api.acked).toEqual([d.id]);
  });

  it('standalone: items through ox_inventory, what it cannot grant to hurricane_shop:deliver', async () => {
    const kit = delivery('kit_reparation', 2);
    const pack = delivery('pack_debutant');
    const api = fakeApi([kit, pack]);
    const r = await start({ http: api.handler, setup: '__installOxInventory()' });
    r.connect(3, 'license:joueur');
    r.lua(`__dispatch('playerJoining', 3)`);
    await r.settle();
    expect(r.entries('ox.AddItem')).toEqual([[3, 'fixkit', 2, null], [3, 'phone', 1, null], [3, 'radio', 1, null], [3, 'medikit', 1, null]]);
    expect(r.entries('TriggerEvent:hurricane_shop:deliver')).toEqual([[pack, 3, [{ money: 5000, account: 'bank' }]]]);
    expect(api.acked).toEqual([kit.id, pack.id]);
  });
});

describe('ox_inventory revokes', () => {
  it('takes back what the player still holds (GetItemCount, RemoveItem); what was used up is logged', async () => {
    const granted = [delivery('kit_reparation', 3), delivery('pistolet_combat')];
    const pending = [...granted];
    const { r, api } = await esxWithOx(pending);
    r.lua('__oxItems[1].fixkit = 1');
    const revokes = granted.map((g) => delivery(g.itemId, g.amount, { action: 'revoke' }));
    pending.push(...revokes);
    await r.advance(30_000);
    expect(r.entries('ox.RemoveItem')).toEqual([[1, 'fixkit', 1], [1, 'WEAPON_COMBATPISTOL', 1]]);
    expect(r.entries('esx.removeInventoryItem')).toEqual([]);
    expect(r.value('__oxItems[1]')).toEqual({ fixkit: 0, WEAPON_COMBATPISTOL: 0 });
    expect(r.prints.join('\n')).toContain(`delivery ${revokes[0]!.id} (kit_reparation x3): 2 of 3 fixkit no longer held: not taken back`);
    expect(api.acked).toEqual([...granted, ...revokes].map((d) => d.id));
  });
});

describe('ox_lib notifications', () => {
  it('replace the framework\'s when ox_lib runs: ox_lib:notify, in French', async () => {
    const d = delivery('kit_reparation', 2);
    const { r } = await esxWithOx([d], '__installOxLib()');
    expect(r.entries('TriggerClientEvent:ox_lib:notify')).toEqual([
      [1, { title: 'Boutique', description: 'Livraison : Kit de réparation x2', type: 'success' }],
    ]);
    expect(r.entries('esx.showNotification')).toEqual([]);
  });

  it('the framework\'s otherwise (ESX showNotification)', async () => {
    const { r } = await esxWithOx([delivery('kit_reparation')]);
    expect(r.entries('esx.showNotification')).toEqual([[1, 'Livraison : Kit de réparation x1']]);
    expect(r.entries('TriggerClientEvent:ox_lib:notify')).toEqual([]);
  });
});
