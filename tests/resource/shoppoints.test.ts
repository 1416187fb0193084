// The resource's admin command `shoppoints <playerId|license> <delta> <reason…>`
// (targets/nui/resource/server.lua) under a real Lua 5.4: for the console and the ACE
// hurricane_shop.admin only, its arguments checked before anything is sent, then
// POST /api/admin/points and the shop's answer told to the caller in French.
import { describe, expect, it } from 'vitest';
import { resourcesFor, type FiveM, type HttpCall } from './fivem';

const API = 'https://boutique.test';
const CONVARS = { hurricane_shop_apiBaseUrl: API, hurricane_shop_secret: 'secret-de-test', hurricane_shop_serverId: 'hurricane_fa' };
const ADMIN = 'license:0123456789abcdef0123456789abcdef01234567';
const TARGET = 'license:fedcba9876543210fedcba9876543210fedcba98';
const USAGE = 'Utilisation : shoppoints <id du joueur connecté | license:…> <montant> <raison>';

type Answer = { status: number; body: unknown };

/** A shop API whose POST /api/admin/points answers `answer(body)` (default: a balance of 13’000). */
function fakeApi(answer: (body: { license: string; delta: number; reason: string }) => Answer = () => ({ status: 200, body: { shopTokens: 13000 } })) {
  const calls: HttpCall[] = [];
  const handler = (call: HttpCall) => {
    if (call.url !== `${API}/api/admin/points`) return { status: 404, body: '{"error":"?"}' };
    calls.push(call);
    const a = answer(JSON.parse(call.body) as { license: string; delta: number; reason: string });
    return { status: a.status, body: typeof a.body === 'string' ? a.body : JSON.stringify(a.body) };
  };
  return { handler, calls };
}

const start = resourcesFor(CONVARS);

/** A standalone server: player 1 is an admin (unless `ace` is false), player 3 the one credited. */
async function server(api = fakeApi(), opts: { ace?: boolean; convars?: Record<string, string> } = {}) {
  const r = await start({ http: api.handler, convars: opts.convars });
  r.connect(1, ADMIN);
  r.connect(3, TARGET);
  if (opts.ace !== false) r.allowAce(1, 'hurricane_shop.admin');
  return r;
}

/** Runs the command as `source` (0: the console) and waits for its answer. */
async function shoppoints(r: FiveM, line: string, source = 0) {
  r.command('shoppoints', line.split(' ').filter(Boolean), source);
  await r.settle();
}

/** What the chat told player `id`. */
const chat = (r: FiveM, id: number) =>
  (r.entries('TriggerClientEvent:chat:addMessage') as [number, { args: string[] }][]).filter(([to]) => to === id).map(([, m]) => m.args[1]);

/** The console's lines printed after the start. */
function consoleAfter(r: FiveM) {
  const before = r.prints.length;
  return () => r.prints.slice(before);
}

describe('shoppoints from the server console', () => {
  it('credits a license: POST /api/admin/points with the secret and the server, then prints the new balance', async () => {
    const api = fakeApi();
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, `${TARGET} 500 Dédommagement de la panne du 14/06`);
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call!.method).toBe('POST');
    expect(call!.headers['X-Server-Secret']).toBe('secret-de-test');
    expect(call!.headers.gameServer).toBe('hurricane_fa');
    expect(call!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(call!.body)).toEqual({ license: TARGET, delta: 500, reason: 'Dédommagement de la panne du 14/06' });
    expect(printed()).toEqual([
      `[hurricane_shop] points +500 for ${TARGET} by console: "Dédommagement de la panne du 14/06" (balance 13’000)`,
      `[hurricane_shop] H-Points de ${TARGET} : +500 (solde : 13’000).`,
    ]);
    expect(r.entries('TriggerClientEvent:chat:addMessage')).toEqual([]);
  });

  it('debits a connected player by id: their license is sent, the bounds are accepted', async () => {
    const api = fakeApi((body) => ({ status: 200, body: { shopTokens: 1_000_000 + body.delta } }));
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, '3 -1000000 abc');
    await shoppoints(r, `${TARGET.toUpperCase().replace('LICENSE', 'license')} +1000000 ${'x'.repeat(200)}`);
    expect(api.calls.map((c) => JSON.parse(c.body) as unknown)).toEqual([
      { license: TARGET, delta: -1_000_000, reason: 'abc' },
      { license: TARGET, delta: 1_000_000, reason: 'x'.repeat(200) },
    ]);
    expect(printed().filter((l) => l.includes('H-Points de'))).toEqual([
      `[hurricane_shop] H-Points de Joueur 3 [3] (${TARGET}) : -1’000’000 (solde : 0).`,
      `[hurricane_shop] H-Points de ${TARGET} : +1’000’000 (solde : 2’000’000).`,
    ]);
  });
});

describe('shoppoints typed by a player', () => {
  it('a player whose ACE allows hurricane_shop.admin: the change is made and the answer is in their chat', async () => {
    const api = fakeApi(() => ({ status: 200, body: { shopTokens: 11500 } }));
    const r = await server(api);
    await shoppoints(r, '3 -1500 Achat annulé à la demande du joueur', 1);
    expect(api.calls.map((c) => JSON.parse(c.body) as unknown)).toEqual([{ license: TARGET, delta: -1500, reason: 'Achat annulé à la demande du joueur' }]);
    expect(chat(r, 1)).toEqual([`H-Points de Joueur 3 [3] (${TARGET}) : -1’500 (solde : 11’500).`]);
    expect(chat(r, 3)).toEqual([]);
    expect(r.prints).toContain(
      `[hurricane_shop] points -1’500 for ${TARGET} by player 1 Joueur 1 (${ADMIN}): "Achat annulé à la demande du joueur" (balance 11’500)`,
    );
    expect(r.entries('commandDenied')).toEqual([]); // registered unrestricted: hurricane_shop.admin is what counts
  });

  it('a player without the ACE is refused, and nothing is sent to the shop', async () => {
    const api = fakeApi();
    const r = await server(api, { ace: false });
    await shoppoints(r, '3 500 Cadeau pour moi', 3);
    await shoppoints(r, '3 500 Cadeau pour moi', 1);
    // FiveM's own ACE for a restricted command is not enough either: the shop's ACE is checked.
    r.allowAce(1, 'command.shoppoints');
    await shoppoints(r, '3 500 Cadeau pour moi', 1);
    expect(api.calls).toEqual([]);
    expect(r.entries('http').filter((e) => String(e[1]).endsWith('/api/admin/points'))).toEqual([]);
    expect(chat(r, 3)).toEqual(['Commande réservée aux administrateurs de la boutique (ACE hurricane_shop.admin).']);
    expect(chat(r, 1)).toEqual([
      'Commande réservée aux administrateurs de la boutique (ACE hurricane_shop.admin).',
      'Commande réservée aux administrateurs de la boutique (ACE hurricane_shop.admin).',
    ]);
    expect(r.prints).toContain(`[hurricane_shop] shoppoints refused to player 3 Joueur 3 (${TARGET}): no ACE hurricane_shop.admin`);
  });

  it('a player without the ACE is refused even with bad arguments (no usage shown)', async () => {
    const api = fakeApi();
    const r = await server(api, { ace: false });
    await shoppoints(r, '', 3);
    expect(chat(r, 3)).toEqual(['Commande réservée aux administrateurs de la boutique (ACE hurricane_shop.admin).']);
    expect(api.calls).toEqual([]);
  });
});

describe('bad arguments: the usage, and no call', () => {
  const cases: [string, string][] = [
    ['', 'Arguments manquants.'],
    ['3', 'Arguments manquants.'],
    ['3 500', 'Arguments manquants.'],
    ['joueur 500 raison', 'Joueur invalide : « joueur ». Donnez l\'id d\'un joueur connecté ou sa licence (license:…).'],
    ['steam:1100001 500 raison', 'Joueur invalide : « steam:1100001 ». Donnez l\'id d\'un joueur connecté ou sa licence (license:…).'],
    ['license:xyz 500 raison', 'Joueur invalide : « license:xyz ». Donnez l\'id d\'un joueur connecté ou sa licence (license:…).'],
    ['3 0 raison', 'Montant invalide : « 0 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 -0 raison', 'Montant invalide : « -0 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 1000001 raison', 'Montant invalide : « 1000001 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 -1000001 raison', 'Montant invalide : « -1000001 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 99999999999999999999 raison', 'Montant invalide : « 99999999999999999999 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 12.5 raison', 'Montant invalide : « 12.5 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 1e3 raison', 'Montant invalide : « 1e3 » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 cinq raison', 'Montant invalide : « cinq » (un entier non nul, de -1’000’000 à +1’000’000).'],
    ['3 500 ab', 'Raison invalide : de 3 à 200 caractères (2 ici).'],
    ['3 500 éé', 'Raison invalide : de 3 à 200 caractères (2 ici).'],
    [`3 500 ${'x'.repeat(100)} ${'y'.repeat(100)}`, 'Raison invalide : de 3 à 200 caractères (201 ici).'],
  ];

  it.each(cases)('shoppoints %s (console)', async (line, problem) => {
    const api = fakeApi();
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, line);
    expect(api.calls).toEqual([]);
    expect(printed()).toEqual([`[hurricane_shop] ${problem}`, expect.stringContaining(USAGE)]);
  });

  it('to an admin player: the problem and the usage in their chat', async () => {
    const api = fakeApi();
    const r = await server(api);
    await shoppoints(r, '3 beaucoup Cadeau', 1);
    expect(api.calls).toEqual([]);
    expect(chat(r, 1)).toEqual([
      'Montant invalide : « beaucoup » (un entier non nul, de -1’000’000 à +1’000’000).',
      expect.stringMatching(/^Utilisation : shoppoints .*Exemple : shoppoints 12 500 /),
    ]);
  });

  it('an id of nobody connected: said so, nothing sent', async () => {
    const api = fakeApi();
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, '42 500 Dédommagement');
    await shoppoints(r, '0 500 Dédommagement');
    expect(api.calls).toEqual([]);
    expect(printed().filter((l) => !l.includes(USAGE))).toEqual([
      '[hurricane_shop] Aucun joueur connecté avec l\'id 42 (donnez sa licence license:… s\'il n\'est pas en ligne).',
      '[hurricane_shop] Aucun joueur connecté avec l\'id 0 (donnez sa licence license:… s\'il n\'est pas en ligne).',
    ]);
  });

  it('without hurricane_shop_secret: said so, nothing sent', async () => {
    const api = fakeApi();
    const r = await server(api, { convars: { hurricane_shop_secret: '' } });
    await shoppoints(r, `${TARGET} 500 Dédommagement`, 1);
    expect(api.calls).toEqual([]);
    expect(chat(r, 1)).toEqual([
      'La boutique n\'est pas reliée à ce serveur : définissez hurricane_shop_secret (le SERVER_SECRET de la boutique) dans server.cfg.',
    ]);
  });
});

describe('the shop refuses or fails', () => {
  it('its French error (4xx) is shown as it is, and logged', async () => {
    const api = fakeApi((body) =>
      body.delta < 0
        ? { status: 400, body: { error: 'Solde insuffisant : le joueur a 200 H-Points.' } }
        : { status: 404, body: { error: 'Aucun compte pour cette licence.' } },
    );
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, '3 -500 Erreur de crédit');
    await shoppoints(r, 'license:0000 500 Cadeau', 1);
    expect(api.calls).toHaveLength(2);
    expect(printed()).toEqual([
      `[hurricane_shop] points -500 for ${TARGET} by console failed (400): Solde insuffisant : le joueur a 200 H-Points.`,
      `[hurricane_shop] Refusé par la boutique pour Joueur 3 [3] (${TARGET}) : Solde insuffisant : le joueur a 200 H-Points.`,
      `[hurricane_shop] points +500 for license:0000 by player 1 Joueur 1 (${ADMIN}) failed (404): Aucun compte pour cette licence.`,
    ]);
    expect(chat(r, 1)).toEqual(['Refusé par la boutique pour license:0000 : Aucun compte pour cette licence.']);
  });

  it('no answer or a failure (5xx, a body that is not JSON): the admin is told to check the balance before retrying', async () => {
    let answer: Answer = { status: 503, body: 'Service Unavailable' };
    const api = fakeApi(() => answer);
    const r = await server(api);
    const printed = consoleAfter(r);
    await shoppoints(r, '3 500 Dédommagement');
    answer = { status: 200, body: 'pas du JSON' };
    await shoppoints(r, '3 500 Dédommagement');
    expect(printed().filter((l) => l.includes('Dédommagement') || l.includes('vérifiez'))).toEqual([
      `[hurricane_shop] La boutique n'a pas répondu (erreur 503) : vérifiez le solde de Joueur 3 [3] (${TARGET}) avant de réessayer.`,
      `[hurricane_shop] La boutique n'a pas répondu (réponse illisible) : vérifiez le solde de Joueur 3 [3] (${TARGET}) avant de réessayer.`,
    ]);
  });

  it('no answer at all (the shop unreachable): the same', async () => {
    const r = await start({ http: () => Promise.reject(new Error('ECONNREFUSED')) }); // FiveM answers status 0
    r.connect(3, TARGET);
    const printed = consoleAfter(r);
    await shoppoints(r, '3 500 Dédommagement');
    expect(printed()).toEqual([
      `[hurricane_shop] points +500 for ${TARGET} by console failed (0): no answer`,
      `[hurricane_shop] La boutique n'a pas répondu (pas de réponse) : vérifiez le solde de Joueur 3 [3] (${TARGET}) avant de réessayer.`,
    ]);
  });
});
