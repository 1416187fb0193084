// Config.framework = 'auto' (config.lua's default): the resource finds the framework that
// runs when it starts (qbx_core, es_extended, qb-core, else standalone), names it in the
// start-up log, and grants through it; an explicit value still wins.
import { describe, expect, it } from 'vitest';
import { CONVARS, delivery, fakeApi } from './fake-shop';
import { resourcesFor, type FiveM } from './fivem';

const start = resourcesFor(CONVARS);

const startLine = (r: FiveM) => r.prints.find((p) => p.startsWith('[hurricane_shop] framework '));

describe('Config.framework = auto', () => {
  it('is the default of config.lua', async () => {
    const r = await start({ http: fakeApi([]).handler });
    expect(r.value('Config.framework')).toBe('auto');
  });

  const cases: [string, string, string][] = [
    ['__installQbox()', 'qbox', 'qbx_core started'],
    ['__installEsx()', 'esx', 'es_extended started'],
    ['__installQbcore()', 'qbcore', 'qb-core started'],
    // Qbox answers as qb-core too (its bridge): qbx_core is looked for first.
    ['__installQbcore(); __installQbox()', 'qbox', 'qbx_core started'],
    ['', 'standalone', 'none of qbx_core, es_extended, qb-core started'],
  ];
  for (const [setup, framework, why] of cases) {
    it(`${setup || 'no framework'}: ${framework}, named in the start-up log`, async () => {
      const r = await start({ http: fakeApi([]).handler, setup });
      expect(startLine(r)).toBe(`[hurricane_shop] framework ${framework} (${why}); vehicle keys: none`);
      r.command('hurricane_deliveries');
      await r.settle();
      expect(r.prints.at(-1)).toContain(`framework ${framework}, every 30s`);
    });
  }

  it('grants through the framework it found: ESX found, ESX grants', async () => {
    const d = delivery('kit_reparation', 2);
    const api = fakeApi([d]);
    const r = await start({ http: api.handler, setup: '__installEsx()' });
    r.connect(1, 'license:joueur');
    r.lua(`__dispatch('esx:playerLoaded', nil, 1, __esxLoad(1, 'char1:abc'), false)`);
    await r.settle();
    expect(r.entries('esx.addInventoryItem')).toEqual([[1, 'fixkit', 2]]);
    expect(api.acked).toEqual([d.id]);
  });

  it('an explicit value wins over what runs, and says so', async () => {
    const r = await start({ http: fakeApi([]).handler, convars: { hurricane_shop_framework: 'qbcore' }, setup: '__installEsx(); __installQbcore()' });
    expect(startLine(r)).toBe('[hurricane_shop] framework qbcore (set in config.lua); vehicle keys: none');
    const standalone = await start({ http: fakeApi([]).handler, convars: { hurricane_shop_framework: 'standalone' }, setup: '__installQbox()' });
    expect(startLine(standalone)).toContain('framework standalone (set in config.lua)');
  });

  it('the log names ox_inventory, ox_lib and the keys script it uses with the framework', async () => {
    const r = await start({ http: fakeApi([]).handler, setup: "__installQbox(); __installOxInventory(); __installOxLib(); __installKeys('qbx_vehiclekeys')" });
    expect(startLine(r)).toBe(
      '[hurricane_shop] framework qbox (qbx_core started); items and weapons through ox_inventory; notifications through ox_lib; vehicle keys: qbx_vehiclekeys',
    );
  });
});
