// Login from the game (CONTRACT "Players from the game"): server.lua asks the shop for a
// token with the player's license, game name and characters (from each framework adapter),
// waits its turn (one token per license per 5 s), and answers `loginFailed` when none can be had.
import { describe, expect, it } from 'vitest';
import { resourcesFor, type FiveM, type HttpCall } from './fivem';

const API = 'https://boutique.test';
const CONVARS = { hurricane_shop_apiBaseUrl: API, hurricane_shop_secret: 'secret-de-test', hurricane_shop_serverId: 'hurricane' };

type Answer = { status: number; body: string };
/** The shop's gameToken: records each request, answers `next()` (a token by default). */
function tokenApi(next: (call: HttpCall) => Answer = () => ({ status: 200, body: JSON.stringify({ token: 'jeton', expiresIn: 60 }) })) {
  const requests: { headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const handler = (call: HttpCall) => {
    if (call.url === `${API}/api/admin/gameToken`) {
      requests.push({ headers: call.headers, body: JSON.parse(call.body) as Record<string, unknown> });
      return next(call);
    }
    return { status: 200, body: JSON.stringify({ deliveries: [], shopVer: 'v1', shopData: { products: [] } }) };
  };
  return { handler, requests };
}

const start = resourcesFor(CONVARS);

async function requestLogin(r: FiveM, event = 'hurricane_shop:requestLogin', ...args: string[]) {
  r.lua(`__dispatch(${JSON.stringify(event)}, 1${args.map((a) => `, ${JSON.stringify(a)}`).join('')})`);
  await r.settle();
}
const toClient = (r: FiveM, event: string) => r.entries(`TriggerClientEvent:${event}`);

describe('the token request names the player', () => {
  it('ESX: license, game name and every character (oxmysql)', async () => {
    const api = tokenApi();
    const r = await start({ convars: { hurricane_shop_framework: 'esx' }, http: api.handler, setup: '__installEsx(); __installOxmysql()' });
    r.connect(1, 'license:abc');
    r.lua(`__sqlRows = {
      { identifier = 'char1:abc', firstname = 'Jean', lastname = 'Dupont', dateofbirth = '14/07/1990', height = 180 },
      { identifier = 'char2:abc', firstname = 'Marie', lastname = 'Curie', dateofbirth = '1867-11-07', height = '165' },
    }`);
    await requestLogin(r);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.headers).toMatchObject({ 'X-Server-Secret': 'secret-de-test', gameServer: 'hurricane' });
    expect(api.requests[0]!.body).toEqual({
      license: 'license:abc', name: 'Joueur 1',
      characters: [
        { id: 'char1:abc', firstname: 'Jean', lastname: 'Dupont', dob: '14/07/1990', height: 180 },
        { id: 'char2:abc', firstname: 'Marie', lastname: 'Curie', dob: '1867-11-07', height: 165 },
      ],
    });
    expect(r.entries('oxmysql.query')[0]![1]).toEqual(['abc', 'char%:abc']);
    expect(toClient(r, 'hurricane_shop:login')).toEqual([[1, 'jeton']]);
  });

  it('ESX without oxmysql: the character in play', async () => {
    const api = tokenApi();
    const r = await start({ convars: { hurricane_shop_framework: 'esx' }, http: api.handler, setup: '__installEsx()' });
    r.connect(1, 'license:abc');
    r.lua(`__esxLoad(1, 'char1:abc', { firstName = 'Jean', lastName = 'Dupont', dateofbirth = '14/07/1990', height = 180 })`);
    await requestLogin(r);
    expect(api.requests[0]!.body.characters).toEqual([{ id: 'char1:abc', firstname: 'Jean', lastname: 'Dupont', dob: '14/07/1990', height: 180 }]);
  });

  it('QBCore: every character (players.charinfo), else the one in play', async () => {
    const api = tokenApi();
    const r = await start({ convars: { hurricane_shop_framework: 'qbcore' }, http: api.handler, setup: '__installQbcore(); __installOxmysql()' });
    r.connect(1, 'license:abc');
    r.lua(`__sqlRows = { { citizenid = 'ABC123', charinfo = '{"firstname":"Tom","lastname":"Ford","birthdate":"1980-01-02","nationality":"USA"}' } }`);
    await requestLogin(r);
    expect(api.requests[0]!.body).toEqual({
      license: 'license:abc', name: 'Joueur 1',
      characters: [{ id: 'ABC123', firstname: 'Tom', lastname: 'Ford', dob: '1980-01-02', pob: 'USA' }],
    });
    expect(r.entries('oxmysql.query')[0]![1]).toEqual(['license:abc']);

    const noSql = await start({ convars: { hurricane_shop_framework: 'qbcore' }, http: api.handler, setup: '__installQbcore()' });
    noSql.connect(2, 'license:def');
    noSql.lua(`__qbLoad(2, 'DEF456', 'license:def', { firstname = 'Ana', lastname = 'Lima', birthdate = '1995-05-05' })`);
    noSql.lua(`__dispatch('hurricane_shop:requestLogin', 2)`);
    await noSql.settle();
    expect(api.requests[1]!.body.characters).toEqual([{ id: 'DEF456', firstname: 'Ana', lastname: 'Lima', dob: '1995-05-05' }]);
  });

  it("standalone: the admin's Config.identity, else the game name alone", async () => {
    const api = tokenApi();
    const r = await start({
      http: api.handler,
      setup: `Config.identity = function(source, license)
        return { name = 'Pseudo ' .. source, characters = { { id = 'p1', firstname = 'Zoé', lastname = license } } }
      end`,
    });
    r.connect(1, 'license:abc');
    await requestLogin(r);
    expect(api.requests[0]!.body).toEqual({ license: 'license:abc', name: 'Pseudo 1', characters: [{ id: 'p1', firstname: 'Zoé', lastname: 'license:abc' }] });

    const plain = await start({ http: api.handler });
    plain.connect(1, 'license:xyz');
    await requestLogin(plain);
    expect(api.requests[1]!.body).toEqual({ license: 'license:xyz', name: 'Joueur 1' });
  });
});

describe('cooldown', () => {
  it('a second request within 5 s waits its turn instead of being refused', async () => {
    const api = tokenApi();
    const r = await start({ http: api.handler });
    r.connect(1, 'license:abc');
    await requestLogin(r);
    await requestLogin(r);
    expect(api.requests).toHaveLength(1);
    await r.advance(4_900);
    expect(api.requests).toHaveLength(1);
    await r.advance(200);
    expect(api.requests).toHaveLength(2);
    expect(toClient(r, 'hurricane_shop:login')).toHaveLength(2);
    expect(toClient(r, 'hurricane_shop:loginFailed')).toEqual([]);
  });

  it("a 429 from the shop: loginFailed with the shop's text", async () => {
    const api = tokenApi(() => ({ status: 429, body: JSON.stringify({ error: 'Trop de demandes de connexion : réessayez dans quelques secondes.' }) }));
    const r = await start({ http: api.handler });
    r.connect(1, 'license:abc');
    await requestLogin(r);
    expect(toClient(r, 'hurricane_shop:loginFailed')).toEqual([[1, 'Trop de demandes de connexion : réessayez dans quelques secondes.']]);
    expect(toClient(r, 'hurricane_shop:login')).toEqual([]);
  });
});

describe('loginFailed when no token can be had', () => {
  const failures: [string, (call: HttpCall) => Answer, RegExp][] = [
    ['the shop is down', () => ({ status: 0, body: '' }), /ne répond pas/],
    ['the shop errs', () => ({ status: 503, body: '{"error":"x"}' }), /ne répond pas/],
    ['the shop refuses', () => ({ status: 403, body: '{"error":"Secret invalide"}' }), /a refusé la connexion/],
  ];
  for (const [what, answer, text] of failures) {
    it(what, async () => {
      const r = await start({ http: tokenApi(answer).handler });
      r.connect(1, 'license:abc');
      await requestLogin(r);
      const failed = toClient(r, 'hurricane_shop:loginFailed');
      expect(failed).toHaveLength(1);
      expect(failed[0]![1]).toMatch(text);
    });
  }

  it('no secret: said once at start, and to each player who asks, without calling the shop', async () => {
    const api = tokenApi();
    const r = await start({ http: api.handler, convars: { hurricane_shop_secret: '' } });
    r.connect(1, 'license:abc');
    await requestLogin(r);
    await requestLogin(r);
    expect(api.requests).toEqual([]);
    expect(toClient(r, 'hurricane_shop:loginFailed')).toHaveLength(2);
    expect(toClient(r, 'hurricane_shop:loginFailed')[0]![1]).toMatch(/n'est pas configurée/);
    expect(r.prints.filter((p) => p.includes('hurricane_shop_secret'))).toHaveLength(1);
  });

  it('no license', async () => {
    const r = await start({ http: tokenApi().handler });
    r.lua('__players[1] = nil');
    await requestLogin(r);
    expect(toClient(r, 'hurricane_shop:loginFailed')[0]![1]).toMatch(/licence/);
  });
});

it('the web login mints a token the same way and hands it back with the page to open', async () => {
  const api = tokenApi();
  const r = await start({ http: api.handler });
  r.connect(1, 'license:abc');
  await requestLogin(r, 'hurricane_shop:requestWebLogin', '/vehicle/sultan_rs');
  expect(api.requests[0]!.body.license).toBe('license:abc');
  expect(toClient(r, 'hurricane_shop:webLogin')).toEqual([[1, 'jeton', '/vehicle/sultan_rs']]);
});
