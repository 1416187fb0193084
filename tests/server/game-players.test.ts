// Players from the game (CONTRACT): POST /api/admin/gameToken {license, name, characters?}
// creates the account of a new license, stores the characters the game sends for the
// server of the gameServer header, and mints at most one token per license per 5 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/api/contract/endpoints';
import { createTestApp, sessionCookie, SERVER_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = (schema: z.ZodMiniType, body: unknown) => expect(z.safeParse(schema, body).success).toBe(true);

const mint = (body: unknown, server?: string) =>
  t.call('/api/admin/gameToken', { body, headers: { 'X-Server-Secret': SERVER_SECRET, ...(server && { gameServer: server }) } });

async function loginWith(token: string) {
  const r = await t.call(`/api/loginGame?token=${token}`, { method: 'POST' });
  expect(r.status).toBe(200);
  return { account: r.body, cookie: sessionCookie(r.headers) };
}

const characters = (cookie: string, server?: string) =>
  t.call('/api/getCharacters', { cookie, ...(server && { headers: { gameServer: server } }) });

describe('players from the game', () => {
  it('a license never seen creates its account, named after the game name made unique', async () => {
    const first = await mint({ license: 'license:new1', name: 'Demo' }); // "demo" is taken
    expect(first.status).toBe(200);
    expect(first.body.expiresIn).toBe(60);
    const { account } = await loginWith(first.body.token);
    expect(account).toMatchObject({ username: 'Demo_2', shopTokens: 0 });

    const second = await mint({ license: 'license:new2', name: 'Demo' });
    expect((await loginWith(second.body.token)).account.username).toBe('Demo_3');

    // The license, never the name, finds the account again.
    t.clock.advance(5_000);
    const again = await mint({ license: 'license:new1', name: 'Autre nom' });
    expect((await loginWith(again.body.token)).account.username).toBe('Demo_2');
    expect((await mint({ license: 'license:nameless' })).status).toBe(404);
  });

  it('stores the characters the game sends for its server and answers them, ids stable', async () => {
    const chars = [
      { id: 'char1:abc', firstname: 'Jean', lastname: 'Dupont', dob: '14/07/1990', pob: 'Paris', height: 180 },
      { id: 'char2:abc', firstname: 'Marie', lastname: 'Curie', dob: '1867-11-07' },
    ];
    const r = await mint({ license: 'license:chars', name: 'Joueur', characters: chars }, 'hurricane');
    const { cookie } = await loginWith(r.body.token);
    const wl = await characters(cookie, 'hurricane');
    valid(endpoints.getCharacters.answer, wl.body);
    expect(wl.body).toMatchObject([
      { firstname: 'Jean', lastname: 'Dupont', dob: '1990-07-14', pob: 'Paris', height: 180, serverName: 'hurricane' },
      { firstname: 'Marie', lastname: 'Curie', dob: '1867-11-07', pob: '', height: 0, serverName: 'hurricane' },
    ]);
    expect((await characters(cookie)).body).toEqual([]); // the other server's are its own

    // The game sends them again, one renamed, one gone, one new: the same character keeps its id.
    t.clock.advance(5_000);
    await mint({
      license: 'license:chars', name: 'Joueur',
      characters: [{ id: 'char1:abc', firstname: 'Jean', lastname: 'Martin', dob: '1990-07-14' }, { id: 7, firstname: 'Paul', lastname: 'Neuf' }],
    }, 'hurricane');
    const after = (await characters(cookie, 'hurricane')).body;
    expect(after.map((c: { firstname: string; lastname: string }) => `${c.firstname} ${c.lastname}`)).toEqual(['Jean Martin', 'Paul Neuf']);
    expect(after[0].id).toBe(wl.body[0].id);

    // Without `characters`, the stored ones stay.
    t.clock.advance(5_000);
    await mint({ license: 'license:chars', name: 'Joueur' }, 'hurricane');
    expect((await characters(cookie, 'hurricane')).body).toHaveLength(2);
  });

  it('one token per license per 5 s (429, French message)', async () => {
    const body = { license: 'license:cooldown', name: 'Pressé' };
    expect((await mint(body)).status).toBe(200);
    const refused = await mint(body);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/réessayez/i);
    expect((await mint({ license: 'license:other', name: 'Autre' })).status).toBe(200); // per license
    t.clock.advance(4_000);
    expect((await mint(body)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await mint(body)).status).toBe(200);
  });
});
