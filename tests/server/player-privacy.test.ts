// A player's data on request: the export (every table's rows for the player, one JSON file)
// and the erasure (personal fields gone, sessions ended, no more login, the ledger kept).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../../server/db/accounts';
import { PLAYER_TABLES } from '../../server/db/player-data';
import { hashPassword } from '../../server/services/passwords';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { buyerCustom, line, payment, send } from './helpers/tebex';
import { createTestApp, sessionCookie, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
  await addProduct(t.db, 'privacy_item', 100);
});
afterAll(() => t.close());

const PASSWORD = 'joueur-1234';
let players = 0;
/** A player with everything the shop can hold on one: a password, license, Discord and forum ids, a purchase, a payment, a message. */
async function fullPlayer() {
  const n = ++players;
  const username = `privacy_${n}`;
  const id = await insertAccount(t.db, t.clock.now, {
    username, hash: await hashPassword(PASSWORD), license: `license:privacy${n}`, discordId: `9000${n}`, forumUserId: 7000 + n,
  });
  const login = await t.call('/api/login', { body: { username, password: PASSWORD, remember: true } });
  const cookie = sessionCookie(login.headers);
  const [character] = await t.db.query<{ id: number }>(
    `INSERT INTO characters (account_id, server, firstname, lastname, dob, pob, height) VALUES ($1, 'hurricane_fa', 'Jean', 'Dupont', '1990-02-03', 'Paris', 182) RETURNING id`,
    [id],
  );
  expect((await send(t, payment(`tbx-privacy-${n}`, [line(201)], buyerCustom(id)))).status).toBe(200);
  expect((await t.call(`/api/manage/players/${id}/points`, { cookie: admin, body: { delta: 250, reason: 'Geste commercial' } })).status).toBe(200);
  expect((await t.call('/api/buyProducts', { cookie, body: buy(character!.id, 'privacy_item') })).status).toBe(200);
  expect((await t.call('/api/sendMail', { cookie, headers: { 'X-Forwarded-For': `10.9.0.${n}` }, body: { username, email: `jean${n}@example.com`, subject: 'Ma commande', text: 'Je n’ai pas reçu mon objet en jeu.' } })).status).toBe(200);
  return { id, username, cookie, characterId: character!.id };
}

describe('export', () => {
  it('is one JSON attachment with the account and every table’s rows for the player, audited', async () => {
    const p = await fullPlayer();
    const other = await addAccount(t.db, 'privacy_other', 10);
    expect(other.id).not.toBe(p.id);
    const r = await t.call(`/api/manage/players/${p.id}/export`, { cookie: admin });
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Disposition')).toBe(`attachment; filename="joueur-${p.id}.json"`);
    expect(r.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(r.body.account).toMatchObject({ id: p.id, username: p.username, license: `license:privacy${players}`, has_password: true });
    expect(r.body.account).not.toHaveProperty('password_hash');
    for (const [name, sql] of Object.entries(PLAYER_TABLES)) {
      const rows = await t.db.query(sql, [p.id]);
      expect(r.body[name], name).toHaveLength(rows.length);
    }
    for (const name of ['characters', 'ledger', 'purchases', 'payments', 'tebexTransactions', 'deliveries', 'contactMessages']) {
      expect(r.body[name].length, name).toBeGreaterThan(0);
      for (const row of r.body[name]) if ('account_id' in row) expect(row.account_id, name).toBe(p.id);
    }
    expect(r.body.contactMessages[0]).toMatchObject({ email: `jean${players}@example.com` });
    expect(r.body.characters[0]).toMatchObject({ firstname: 'Jean', lastname: 'Dupont' });
    const [entry] = (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries;
    expect(entry).toMatchObject({ action: 'player.export', target: `account:${p.id}` });
    expect((await t.call('/api/manage/players/999999/export', { cookie: admin })).status).toBe(404);
  });
});

describe('erase', () => {
  it('removes the personal fields, ends the sessions, blocks login and keeps the ledger’s sum; audited once', async () => {
    const p = await fullPlayer();
    const sum = async () => (await t.db.query<{ s: number }>('SELECT coalesce(sum(delta), 0)::int AS s FROM ledger_entries WHERE account_id = $1', [p.id]))[0]!.s;
    const before = { sum: await sum(), purchases: (await t.db.query('SELECT 1 FROM purchases WHERE account_id = $1', [p.id])).length };
    expect((await t.call('/api/whoAmI', { cookie: p.cookie })).status).toBe(200);

    const short = await t.call(`/api/manage/players/${p.id}/erase`, { cookie: admin, body: { reason: 'ok' } });
    expect([short.status, short.body.error]).toEqual([400, 'Requête invalide : reason.']);
    const r = await t.call(`/api/manage/players/${p.id}/erase`, { cookie: admin, body: { reason: 'Demande RGPD du joueur' } });
    expect(r.body).toEqual({ ok: true });

    const [account] = await t.db.query<Record<string, unknown>>('SELECT * FROM accounts WHERE id = $1', [p.id]);
    expect(account).toMatchObject({
      username: `effacé-${p.id}`, password_hash: null, license: null, discord_id: null, forum_user_id: null, avatar_url: null, grp: 'user',
    });
    const characters = await t.db.query<{ firstname: string; lastname: string; dob: string }>('SELECT firstname, lastname, dob FROM characters WHERE account_id = $1', [p.id]);
    expect(characters.every((c) => c.firstname === '' && c.lastname === '' && c.dob === '')).toBe(true);
    expect(await t.db.query('SELECT 1 FROM contact_messages WHERE account_id = $1', [p.id])).toHaveLength(0);
    const payments = await t.db.query<{ body: { subject: Record<string, unknown> } }>('SELECT body FROM tebex_payments WHERE account_id = $1', [p.id]);
    expect(payments.length).toBeGreaterThan(0);
    for (const row of payments) expect(JSON.stringify(row.body)).not.toContain('buyer@example.com');
    expect(await t.db.query('SELECT 1 FROM sessions WHERE account_id = $1', [p.id])).toHaveLength(0);

    expect((await t.call('/api/whoAmI', { cookie: p.cookie })).status).toBe(401);
    expect((await t.call('/api/login', { body: { username: p.username, password: PASSWORD, remember: false } })).status).toBe(401);
    expect((await t.call('/api/login', { body: { username: `effacé-${p.id}`, password: PASSWORD, remember: false } })).status).toBe(401);

    expect(await sum()).toBe(before.sum);
    expect((await t.db.query('SELECT 1 FROM purchases WHERE account_id = $1', [p.id])).length).toBe(before.purchases);
    const detail = (await t.call(`/api/manage/players/${p.id}`, { cookie: admin })).body;
    expect(detail.account.shopTokens).toBe(before.sum);
    expect(detail.license).toBeNull();
    expect(detail.erasedAt).toBe(t.clock.now.toISOString());

    const [entry] = (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries;
    expect(entry).toMatchObject({ action: 'player.erase', target: `account:${p.id}`, after: { erased: true, reason: 'Demande RGPD du joueur' } });
    expect(JSON.stringify(entry)).not.toContain(p.username);
    const logged = await t.db.query<{ payload: string }>('SELECT payload::text AS payload FROM log_events WHERE strpos(payload::text, $1) > 0', [`"${p.username}"`]);
    expect(logged.map((l) => l.payload)).toEqual([]);

    const again = await t.call(`/api/manage/players/${p.id}/erase`, { cookie: admin, body: { reason: 'Encore une fois' } });
    expect([again.status, again.body.error]).toEqual([409, 'Ce compte est déjà effacé.']);
  });

  it('refuses an admin’s account, and an unknown one', async () => {
    const [row] = await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE username = 'admin'`);
    const r = await t.call(`/api/manage/players/${row!.id}/erase`, { cookie: admin, body: { reason: 'Essai sur un admin' } });
    expect(r.status).toBe(409);
    expect((await t.call('/api/manage/players/999999/erase', { cookie: admin, body: { reason: 'Personne' } })).status).toBe(404);
  });
});
