// `/tebex <transaction id>` (Config.tebexCommand) under a real Lua 5.4: a player claims a
// Tebex webstore payment the shop could not match (POST /api/admin/tebex/claim with their
// license and Cfx.re identifier) and is answered in French for each outcome; the login
// sends the Cfx.re identifier (fivemId) so that later payments match by themselves.
import { describe, expect, it } from 'vitest';
import { API, CONVARS } from './fake-shop';
import { resourcesFor, type FiveM, type HttpCall } from './fivem';

const start = resourcesFor(CONVARS);
const LICENSE = 'license:0123456789abcdef0123456789abcdef01234567';

type Answer = { status: number; body: unknown };

/** The shop's claim endpoint answering `answer(body)`; other calls: nothing pending. */
function claimApi(answer: (body: Record<string, unknown>) => Answer | Promise<Answer>) {
  const claims: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const handler = async (call: HttpCall) => {
    if (call.url === `${API}/api/admin/tebex/claim`) {
      const body = JSON.parse(call.body) as Record<string, unknown>;
      claims.push({ body, headers: call.headers });
      const a = await answer(body);
      return { status: a.status, body: typeof a.body === 'string' ? a.body : JSON.stringify(a.body) };
    }
    if (call.url === `${API}/api/admin/gameToken`) return { status: 200, body: JSON.stringify({ token: 'jeton', expiresIn: 60 }) };
    return { status: 200, body: JSON.stringify({ deliveries: [], shopVer: 'v1', shopData: { products: [] } }) };
  };
  return { handler, claims };
}

/** A standalone server; player 4 connected, logged in to Cfx.re as fivem:777 unless told otherwise. */
async function server(api: ReturnType<typeof claimApi>, opts: { fivemId?: string | null; setup?: string; convars?: Record<string, string> } = {}) {
  const r = await start({ http: api.handler, setup: opts.setup, convars: opts.convars });
  r.connect(4, LICENSE);
  if (opts.fivemId !== null) r.lua(`__fivemIds[4] = '${opts.fivemId ?? 'fivem:777'}'`);
  return r;
}

async function tebex(r: FiveM, args: string[], source = 4, name = 'tebex') {
  r.command(name, args, source);
  await r.settle();
}

/** What the chat told player `id`. */
const chat = (r: FiveM, id: number) =>
  (r.entries('TriggerClientEvent:chat:addMessage') as [number, { args: string[] }][]).filter(([to]) => to === id).map(([, m]) => m.args[1]);

describe('/tebex <transaction id>', () => {
  it('sends the license, the transaction id and the Cfx.re identifier with the secret; a credit is told in French', async () => {
    const api = claimApi(() => ({ status: 200, body: { credited: { points: 2500, rank: 'Gold' } } }));
    const r = await server(api);
    await tebex(r, ['tbx-1a2b3c-abcdef']);
    expect(api.claims).toEqual([{
      body: { license: LICENSE, transactionId: 'tbx-1a2b3c-abcdef', fivemId: 'fivem:777' },
      headers: expect.objectContaining({ 'X-Server-Secret': 'secret-de-test', gameServer: 'hurricane_fa' }),
    }]);
    expect(chat(r, 4)).toEqual(['Paiement tbx-1a2b3c-abcdef crédité sur votre compte de la boutique : +2’500 H-Points et le grade Gold.']);
    expect(r.prints).toContain(`[hurricane_shop] tebex tbx-1a2b3c-abcdef claimed by player 4 Joueur 4 (${LICENSE})`);
    // Its deliveries are claimed at once.
    expect(r.entries('http').filter((e) => String(e[1]).endsWith('/api/admin/deliveries/claim'))).toHaveLength(1);
  });

  it('a payment of things delivered in game: said so; a player without Cfx.re sends no fivemId', async () => {
    const api = claimApi(() => ({ status: 200, body: { credited: {} } }));
    const r = await server(api, { fivemId: null });
    await tebex(r, ['tbx-items']);
    expect(api.claims[0]!.body).toEqual({ license: LICENSE, transactionId: 'tbx-items' });
    expect(chat(r, 4)).toEqual(['Paiement tbx-items crédité sur votre compte de la boutique : vos achats vous seront livrés en jeu.']);
  });

  const refusals: [number, string][] = [
    [404, 'Paiement inconnu : vérifiez l’identifiant de transaction (tbx-…) de votre reçu Tebex, ou réessayez dans quelques minutes s’il est tout récent.'],
    [409, 'Ce paiement a déjà été crédité.'],
    [409, 'Ce paiement a été remboursé ou contesté : il ne peut pas être crédité.'],
    [403, 'Ce paiement a été fait avec un autre compte Cfx.re que le vôtre : il ne peut pas vous être crédité.'],
    [429, 'Trop de tentatives : réessayez dans 10 minutes.'],
  ];
  for (const [status, error] of refusals) {
    it(`the shop refuses (${status}): its French answer, as is, and the log`, async () => {
      const r = await server(claimApi(() => ({ status, body: { error } })));
      await tebex(r, ['tbx-x']);
      expect(chat(r, 4)).toEqual([error]);
      expect(r.prints).toContain(`[hurricane_shop] tebex tbx-x refused to player 4 Joueur 4 (${LICENSE}) (${status}): ${error}`);
    });
  }

  it('no answer, or the shop failing: the player is told to try again', async () => {
    const down = await server(claimApi(() => ({ status: 0, body: '' })));
    await tebex(down, ['tbx-x']);
    expect(chat(down, 4)).toEqual(['La boutique ne répond pas : réessayez dans un instant.']);
    const failing = await server(claimApi(() => ({ status: 500, body: { error: 'Erreur interne' } })));
    await tebex(failing, ['tbx-x']);
    expect(chat(failing, 4)).toEqual(['La boutique ne répond pas : réessayez dans un instant.']);
  });

  it('without a transaction id, or a malformed one: the usage, nothing sent', async () => {
    const api = claimApi(() => ({ status: 200, body: { credited: {} } }));
    const r = await server(api);
    await tebex(r, []);
    await tebex(r, ['tbx;DROP']);
    await tebex(r, ['x'.repeat(101)]);
    const usage = 'Utilisation : /tebex <identifiant de transaction> (tbx-…, sur votre reçu Tebex).';
    expect(chat(r, 4)).toEqual([usage, usage, usage]);
    expect(api.claims).toEqual([]);
  });

  it('one claim at a time per player: a second one while the first is sent is told to wait', async () => {
    let release: () => void = () => {};
    const api = claimApi(() => new Promise<Answer>((resolve) => {
      release = () => resolve({ status: 200, body: { credited: { points: 1000 } } });
    }));
    const r = await server(api);
    r.command('tebex', ['tbx-a'], 4);
    r.command('tebex', ['tbx-b'], 4);
    expect(chat(r, 4)).toEqual(['Votre demande précédente est en cours : patientez.']);
    const settled = r.settle(); // the first claim is sent, and waits for the shop
    release();
    await settled;
    expect(api.claims.map((c) => c.body.transactionId)).toEqual(['tbx-a']);
    expect(chat(r, 4)).toHaveLength(2);
  });

  it('from the console, or without the secret: explained, nothing sent', async () => {
    const api = claimApi(() => ({ status: 200, body: { credited: {} } }));
    const r = await server(api);
    await tebex(r, ['tbx-x'], 0);
    expect(r.prints).toContain('[hurricane_shop] /tebex est une commande des joueurs : elle crédite le compte de celui qui la tape.');
    const noSecret = await server(api, { convars: { hurricane_shop_secret: '' } });
    await tebex(noSecret, ['tbx-x']);
    expect(chat(noSecret, 4)).toEqual(['La boutique n\'est pas reliée à ce serveur : prévenez un administrateur.']);
    expect(api.claims).toEqual([]);
  });

  it('its name comes from config.lua (Config.tebexCommand)', async () => {
    const api = claimApi(() => ({ status: 200, body: { credited: { points: 1000 } } }));
    const r = await server(api, { setup: "Config.tebexCommand = 'paiement'" });
    await tebex(r, ['tbx-x'], 4, 'paiement');
    expect(chat(r, 4)).toEqual(['Paiement tbx-x crédité sur votre compte de la boutique : +1’000 H-Points.']);
  });
});

describe('the login sends the Cfx.re identifier', () => {
  it('fivemId with the token request when the player is logged in to Cfx.re, none otherwise', async () => {
    const bodies: unknown[] = [];
    const api = claimApi(() => ({ status: 500, body: '' }));
    const http = (call: HttpCall) => {
      if (call.url.endsWith('/api/admin/gameToken')) bodies.push(JSON.parse(call.body));
      return api.handler(call);
    };
    const r = await start({ http });
    r.connect(1, 'license:abc');
    r.connect(2, 'license:def');
    r.connect(3, 'license:ghi');
    r.lua("__fivemIds[1] = 'fivem:123456'");
    r.lua(`__fivemIds[3] = 'fivem:${'9'.repeat(21)}'`); // not what the shop accepts: left out, the login still works
    for (const id of [1, 2, 3]) r.lua(`__dispatch('hurricane_shop:requestLogin', ${id})`);
    await r.settle();
    expect(bodies).toEqual([
      { license: 'license:abc', name: 'Joueur 1', fivemId: 'fivem:123456' },
      { license: 'license:def', name: 'Joueur 2' },
      { license: 'license:ghi', name: 'Joueur 3' },
    ]);
    expect(r.entries('TriggerClientEvent:hurricane_shop:login')).toEqual([[1, 'jeton'], [2, 'jeton'], [3, 'jeton']]);
  });
});
