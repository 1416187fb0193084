// The shop's settings (/api/manage/settings): defaults, partial changes, French refusals
// naming the field, sanitized HTML, one audit entry per change, and the config they feed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../server/services/default-settings';
import { SETTINGS_KEY } from '../../server/services/shop-settings';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'hs-settings-'));
  writeFileSync(join(webRoot, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ webRoot });
  admin = await t.login('admin', 'admin1234');
});
afterAll(() => t.close());

const settings = async () => (await t.call('/api/manage/settings', { cookie: admin })).body;
const put = (body: unknown) => t.call('/api/manage/settings', { method: 'PUT', cookie: admin, body });
const auditCount = async () => (await t.call('/api/manage/audit?limit=500', { cookie: admin })).body.entries.length;
const storedValue = async () => (await t.db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [SETTINGS_KEY]))[0]?.value;

describe('the shop’s settings', () => {
  it('are Hurricane’s until an admin changes them, stored by the demo seed or not', async () => {
    expect(await settings()).toEqual(DEFAULT_SETTINGS);
    const seeded = await storedValue();
    await t.db.query('DELETE FROM settings WHERE key = $1', [SETTINGS_KEY]);
    expect(await settings()).toEqual(DEFAULT_SETTINGS);
    await t.db.query('INSERT INTO settings (key, value) VALUES ($1, $2)', [SETTINGS_KEY, seeded]);
  });

  it('are an admin’s only: 401 without a session, 403 for a player', async () => {
    const player = await t.login('demo', 'demo1234');
    expect((await t.call('/api/manage/settings')).status).toBe(401);
    expect((await t.call('/api/manage/settings', { method: 'PUT', body: { shopName: 'X' } })).status).toBe(401);
    expect((await t.call('/api/manage/settings', { cookie: player })).status).toBe(403);
    expect((await t.call('/api/manage/settings', { method: 'PUT', cookie: player, body: { shopName: 'X' } })).status).toBe(403);
  });

  it('change the fields sent only, answer the whole, and write one audit entry with before and after', async () => {
    const entries = await auditCount();
    const r = await put({ shopName: 'Boutique Tempête', accentColor: '#2f80ed', goal: { amount: 500, currency: 'EUR' } });
    expect(r.status).toBe(200);
    const expected = { ...DEFAULT_SETTINGS, shopName: 'Boutique Tempête', accentColor: '#2f80ed', goal: { amount: 500, currency: 'EUR' } };
    expect(r.body).toEqual(expected);
    expect(await settings()).toEqual(expected);
    expect(await auditCount()).toBe(entries + 1);
    const [entry] = (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries;
    expect(entry).toMatchObject({ adminName: 'admin', action: 'settings.update', target: 'settings', before: DEFAULT_SETTINGS, after: expected });
  });

  it('take changes sent together both', async () => {
    await Promise.all([put({ currencyName: 'Jetons' }), put({ logoUrl: '/images/uploads/logo.png' })]);
    expect(await settings()).toMatchObject({ currencyName: 'Jetons', logoUrl: '/images/uploads/logo.png', shopName: 'Boutique Tempête' });
  });

  it('refuse a bad field with a French 400 naming it, and change nothing', async () => {
    const before = await settings();
    const entries = await auditCount();
    const { ranks } = DEFAULT_SETTINGS;
    for (const [body, error] of [
      [{ shopName: 'x'.repeat(41) }, 'Nom de la boutique : 40 caractères au plus.'],
      [{ accentColor: 'rouge' }, 'Couleur d’accent : une couleur « #rrggbb » est attendue.'],
      [{ accentColor: '#222222' }, 'Couleur d’accent : 1,2:1 de contraste avec le fond de la boutique (#0b0e14), 3:1 au moins.'],
      [{ defaultLocale: 'en', locales: ['fr'] }, 'Langue par défaut : elle doit faire partie des langues proposées.'],
      [{ gameServers: [{ id: 'hurricane', name: 'A' }, { id: 'hurricane', name: 'B' }] }, 'Serveurs de jeu : l’identifiant « hurricane » est en double.'],
      [{ gameServers: Array.from({ length: 9 }, (_, i) => ({ id: `serveur_${i}`, name: `Serveur ${i}` })) }, 'Serveurs de jeu : 8 au plus.'],
      [{ ranks: { ...ranks, perks: [{ label: { fr: 'Jumelles' }, values: { jumelles: true } }] } }, 'Avantages des rangs : « jumelles » n’est pas l’un des rangs.'],
      [{ ranks: { products: ['grade_gold', 'jumelles'], bestSeller: null, perks: [] } }, 'Rangs : « jumelles » n’est pas un produit de la catégorie Grades du catalogue.'],
      [{ shopNam: 'Typo' }, 'Réglages : « shopNam » inconnu.'],
    ] as const) {
      const r = await put(body);
      expect([r.status, r.body.error], JSON.stringify(body)).toEqual([400, error]);
    }
    expect(await settings()).toEqual(before);
    expect(await auditCount()).toBe(entries);
  });

  it('sanitize HTML on the way in and on the way out', async () => {
    const dirty = '<h2>Éditeur</h2><p onclick="steal()">Texte<script>alert(1)</script><img src="x.png" onerror="alert(1)"></p>';
    const r = await put({ legalNotice: { fr: dirty }, privacy: { en: '<a href="javascript:alert(1)">Privacy</a>' } });
    expect(r.body.legalNotice).toEqual({ fr: '<h2>Éditeur</h2><p>Texte<img src="x.png"></p>' });
    expect(r.body.privacy).toEqual({ en: '<a>Privacy</a>' });
    expect(await storedValue()).not.toMatch(/script|onerror|onclick|javascript/);
    // Written by other means than the API: cleaned on the way out.
    const stored = JSON.parse((await storedValue())!);
    await t.db.query('UPDATE settings SET value = $2 WHERE key = $1', [SETTINGS_KEY, JSON.stringify({ ...stored, privacy: { fr: dirty } })]);
    expect((await settings()).privacy).toEqual({ fr: '<h2>Éditeur</h2><p>Texte<img src="x.png"></p>' });
  });

  it('dress /config.json, the catalogue (/api/shopVer and inlined in the page) and the page itself', async () => {
    await put({ shopName: 'Boutique Tempête', currencyName: 'Jetons', accentColor: '#2f80ed', locales: ['fr'] });
    const identity = {
      brand: { shopName: 'Boutique Tempête', currencyName: 'Jetons', accentColor: '#2f80ed', logoUrl: '/images/uploads/logo.png' },
      locales: { default: 'fr', available: ['fr'] },
      gameServers: DEFAULT_SETTINGS.gameServers,
      categoryLabels: DEFAULT_SETTINGS.categoryLabels,
      ranks: DEFAULT_SETTINGS.ranks,
    };
    expect((await t.call('/config.json')).body).toMatchObject(identity);
    const shopVer = (await t.call('/api/shopVer')).body;
    // White reads at 3.6:1 on this blue, black at 5.8:1: the text on it is black.
    expect(shopVer.identity).toMatchObject({ ...identity, palette: { accent: '#2f80ed', on: '#000000' } });
    const page = await (await t.app.request('http://localhost/abonnements')).text();
    const inlined = (id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(page)![1]!);
    // Once, with the catalogue: the config the page inlines is the ShopConfig alone.
    expect(inlined('shop-catalogue').identity).toEqual(shopVer.identity);
    expect(inlined('shop-config')).not.toHaveProperty('brand');
    expect(page).toMatch(/<html[^>]* style="--accent:#2f80ed;[^"]*--on-accent:#000000">/);
    // A change is a new catalogue version: open pages take it at their next check.
    await put({ currencyName: 'Jetons d’or' });
    expect((await t.call('/api/shopVer')).body.shopVer).not.toBe(shopVer.shopVer);
  });
});
