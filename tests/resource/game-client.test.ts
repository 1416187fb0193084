// The resource's client script (client.lua after config.lua) on stubbed client natives:
// F2 and the page's NUI callbacks (CONTRACT "Game bridge (NUI)"), the web login from the
// game with its deep links (CONTRACT "Deep links", "Players from the game"), the exports
// other resources call, and the resource stopping. Every native call is in the timeline.
import { describe, expect, it } from 'vitest';
import { clientsFor, type Entry, type FiveM } from './fivem';

const WEB = 'https://boutique.test';
const CONVARS = { hurricane_shop_serverId: 'hurricane', hurricane_shop_apiBaseUrl: 'https://api.boutique.test', hurricane_shop_webShopUrl: WEB };

const start = clientsFor(CONVARS);
/** The client started, its start-up (the key mapping) left out of the timeline. */
async function shop(convars: Record<string, string> = {}) {
  const r = await start({ convars });
  take(r);
  return r;
}
/** What happened since the last take. */
const take = (r: FiveM): Entry[] => r.timeline.splice(0);
const isOpen = (r: FiveM) => r.value('exports.hurricane_shop:isOpen()');

const OPENED: Entry[] = [
  { what: 'SetNuiFocus', args: [true, true] },
  { what: 'SendNUIMessage', args: [{ action: 'open' }] },
  { what: 'TriggerServerEvent:hurricane_shop:requestLogin', args: [] },
];
const CLOSED: Entry[] = [
  { what: 'SetNuiFocus', args: [false, false] },
  { what: 'SendNUIMessage', args: [{ action: 'close' }] },
];
// cb({}): an empty table, which FiveM hands the page as [] (no url: nothing to open).
const EMPTY: unknown[] = [];

describe('F2: the command hurricane_shop', () => {
  it('is bound to Config.openKey, a key each player can rebind', async () => {
    const r = await start();
    expect(r.entries('RegisterKeyMapping')).toEqual([['hurricane_shop', 'Ouvrir la boutique Hurricane', 'keyboard', 'F2']]);
  });

  it('opens the page with the focus and asks for a fresh token; again: closes and releases the focus', async () => {
    const r = await shop();
    r.command('hurricane_shop');
    expect(take(r)).toEqual(OPENED);
    expect(isOpen(r)).toBe(true);
    r.command('hurricane_shop');
    expect(take(r)).toEqual(CLOSED);
    expect(isOpen(r)).toBe(false);
    r.command('hurricane_shop');
    expect(take(r)).toEqual(OPENED); // a new token each time it opens
  });
});

describe("the page's NUI callbacks", () => {
  it('ready: answers Config.shop, as the convars set it', async () => {
    const r = await shop();
    const answers = r.nui('ready');
    expect(answers).toEqual([r.value('Config.shop')]);
    expect(answers[0]).toMatchObject({ apiBaseUrl: 'https://api.boutique.test', webShopUrl: WEB, tebex: { publicToken: 'hurricane-public-token' } });
    expect(take(r)).toEqual([]);
  });

  it('close: closes the page and releases the focus', async () => {
    const r = await shop();
    r.command('hurricane_shop');
    take(r);
    expect(r.nui('close')).toEqual([EMPTY]);
    expect(take(r)).toEqual(CLOSED);
    expect(isOpen(r)).toBe(false);
    r.command('hurricane_shop'); // F2 knows it is closed: it opens
    expect(take(r)).toEqual(OPENED);
  });

  it('requestLogin: asks the server script for a token', async () => {
    const r = await shop();
    expect(r.nui('requestLogin')).toEqual([EMPTY]);
    expect(take(r)).toEqual([{ what: 'TriggerServerEvent:hurricane_shop:requestLogin', args: [] }]);
  });

  it("login: the page gets the token and this server's id", async () => {
    const r = await shop();
    r.event('hurricane_shop:login', 'jeton');
    expect(r.entries('SendNUIMessage')).toEqual([[{ action: 'login', data: { token: 'jeton', serverId: 'hurricane' } }]]);
  });

  it('open_external: answered, and nothing is opened from the game side', async () => {
    const r = await shop();
    expect(r.nui('open_external', { url: 'https://evil.example' })).toEqual([EMPTY]);
    expect(take(r)).toEqual([]);
  });

  it('a delivery notification goes to the feed', async () => {
    const r = await shop();
    r.event('hurricane_shop:notify', 'Livraison : Kit de réparation x2');
    expect(take(r)).toEqual([
      { what: 'BeginTextCommandThefeedPost', args: ['STRING'] },
      { what: 'AddTextComponentSubstringPlayerName', args: ['Livraison : Kit de réparation x2'] },
      { what: 'EndTextCommandThefeedPostTicker', args: [false, true] },
    ]);
  });
});

describe('the web login ("Se connecter sur la nouvelle boutique", cash purchases)', () => {
  it('requestWebLogin forwards the path; the server\'s token gives the page the loginGame address', async () => {
    const r = await shop();
    const answers = r.nui('requestWebLogin', { path: '/vehicle/sultan_rs' });
    expect(take(r)).toEqual([{ what: 'TriggerServerEvent:hurricane_shop:requestWebLogin', args: ['/vehicle/sultan_rs'] }]);
    expect(answers).toEqual([]); // waits for the server
    r.event('hurricane_shop:webLogin', 'jeton', '/vehicle/sultan_rs');
    expect(answers).toEqual([{ url: `${WEB}/loginGame?token=jeton&serverId=hurricane&customRedirect=/vehicle/sultan_rs` }]);
  });

  it('a deep link (the cash hand-off: product path + ?action=) is URL-encoded into customRedirect', async () => {
    const r = await shop();
    const path = '/abonnements/grade_gold?action=subscribe';
    const answers = r.nui('requestWebLogin', { path });
    expect(r.entries('TriggerServerEvent:hurricane_shop:requestWebLogin')).toEqual([[path]]);
    r.event('hurricane_shop:webLogin', 'jeton', path);
    const { url } = answers[0] as { url: string };
    expect(url).toBe(`${WEB}/loginGame?token=jeton&serverId=hurricane&customRedirect=/abonnements/grade_gold%3Faction%3Dsubscribe`);
    const query = new URL(url).searchParams;
    expect([...query.keys()]).toEqual(['token', 'serverId', 'customRedirect']); // `?action=` did not become a parameter of its own
    expect(query.get('customRedirect')).toBe(path);
  });

  it('every part is encoded, and a trailing slash on webShopUrl is dropped', async () => {
    const r = await shop({ hurricane_shop_webShopUrl: `${WEB}/`, hurricane_shop_serverId: 'hurricane fa&x' });
    const path = '/véhicules/sultan_rs?action=gift&x=1#y';
    const answers = r.nui('requestWebLogin', { path });
    r.event('hurricane_shop:webLogin', 'a+b=c&d', path);
    const url = new URL((answers[0] as { url: string }).url);
    expect(url.origin + url.pathname).toBe(`${WEB}/loginGame`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'a+b=c&d', serverId: 'hurricane fa&x', customRedirect: path });
  });

  const outside: [string, unknown][] = [
    ['//evil.example (another host)', { path: '//evil.example/x' }],
    ['/\\evil.example (a browser reads it as //)', { path: '/\\evil.example' }],
    ['an absolute address', { path: 'https://evil.example/' }],
    ['a path that is not a string', { path: 42 }],
    ['no path', {}],
  ];
  for (const [what, data] of outside) {
    it(`a path off the web shop is replaced by /: ${what}`, async () => {
      const r = await shop();
      r.nui('requestWebLogin', data);
      expect(r.entries('TriggerServerEvent:hurricane_shop:requestWebLogin')).toEqual([['/']]);
    });
  }

  it('a second request releases the first with {}; the token answers the second', async () => {
    const r = await shop();
    const first = r.nui('requestWebLogin', { path: '/a' });
    const second = r.nui('requestWebLogin', { path: '/b' });
    expect(first).toEqual([EMPTY]);
    r.event('hurricane_shop:webLogin', 'jeton', '/b');
    expect(second).toEqual([{ url: `${WEB}/loginGame?token=jeton&serverId=hurricane&customRedirect=/b` }]);
    expect(first).toHaveLength(1);
  });

  it('a token nobody waits for is dropped', async () => {
    const r = await shop();
    r.event('hurricane_shop:webLogin', 'jeton', '/');
    expect(take(r)).toEqual([]);
  });

  it('loginFailed: the page gets the message, and a pending web login is released with {}', async () => {
    const r = await shop();
    const answers = r.nui('requestWebLogin', { path: '/a' });
    take(r);
    r.event('hurricane_shop:loginFailed', 'La boutique ne répond pas.');
    expect(answers).toEqual([EMPTY]);
    expect(take(r)).toEqual([{ what: 'SendNUIMessage', args: [{ action: 'loginFailed', data: { message: 'La boutique ne répond pas.' } }] }]);
    r.event('hurricane_shop:webLogin', 'jeton', '/a'); // too late: nobody waits any more
    expect(answers).toHaveLength(1);
  });
});

describe('exports for other resources', () => {
  it('open opens as F2 does (token included); a second open does nothing', async () => {
    const r = await shop();
    expect(isOpen(r)).toBe(false);
    r.lua('exports.hurricane_shop:open()');
    expect(take(r)).toEqual(OPENED);
    expect(isOpen(r)).toBe(true);
    r.lua('exports.hurricane_shop:open()');
    expect(take(r)).toEqual([]);
  });

  it('close closes the page and releases the focus; nothing when already closed', async () => {
    const r = await shop();
    r.command('hurricane_shop');
    take(r);
    r.lua('exports.hurricane_shop:close()');
    expect(take(r)).toEqual(CLOSED);
    expect(isOpen(r)).toBe(false);
    r.lua('exports.hurricane_shop:close()');
    expect(take(r)).toEqual([]);
  });

  it('F2 after an open from another resource closes the shop', async () => {
    const r = await shop();
    r.lua('exports.hurricane_shop:open()');
    take(r);
    r.command('hurricane_shop');
    expect(take(r)).toEqual(CLOSED);
  });
});

describe('the resource stopping', () => {
  it('closes the page and releases the focus', async () => {
    const r = await shop();
    r.command('hurricane_shop');
    take(r);
    r.event('onResourceStop', 'hurricane_shop');
    expect(take(r)).toEqual(CLOSED);
    expect(isOpen(r)).toBe(false);
  });

  it('another resource stopping leaves the shop open', async () => {
    const r = await shop();
    r.command('hurricane_shop');
    take(r);
    r.event('onResourceStop', 'es_extended');
    expect(take(r)).toEqual([]);
    expect(isOpen(r)).toBe(true);
  });
});
