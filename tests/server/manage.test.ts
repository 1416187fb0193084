// The admin console's API (/api/manage/...), the game's /api/admin/points, the catalogue
// file and the production start: access rules, audit entries, bounds and French errors.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare-database';
import { exportCatalogue, importCatalogue, parseCatalogue } from '../../server/services/catalogue-file';
import { startupAdvice } from '../../server/services/startup';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { SERVER_SECRET, createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let player: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
  player = await t.login('demo', 'demo1234');
});
afterAll(() => t.close());

const demoId = async () => (await t.db.query<{ id: number }>(`SELECT id FROM accounts WHERE username = 'demo'`))[0]!.id;
const lastAudit = async () => (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries[0];
const PNG = new Uint8Array(await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer());
/** A PNG's first bytes, and nothing an image library can read. */
const BROKEN_PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

describe('who may use the console', () => {
  it('401 without a session, 403 for a player, 403 cross-site even for an admin; an admin reads', async () => {
    expect((await t.call('/api/manage/players')).status).toBe(401);
    const refused = await t.call('/api/manage/players', { cookie: player });
    expect([refused.status, refused.body.error]).toEqual([403, 'Accès réservé aux administrateurs.']);
    expect((await t.call('/api/manage/players', { cookie: admin, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await t.call('/api/manage/players', { cookie: admin, headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    const ok = await t.call('/api/manage/players?q=dem', { cookie: admin, headers: { Origin: 'http://localhost' } });
    expect(ok.status).toBe(200);
    expect(ok.body.players.map((p: { username: string }) => p.username)).toEqual(['demo']);
    expect((await t.call('/api/manage/players?q=license:demo', { cookie: admin })).body.players[0].username).toBe('demo');
  });
});

describe('H-Points adjustments', () => {
  it('credits with a reason: a ledger entry of kind admin, the audit entry with before and after, the player sees it', async () => {
    const id = await demoId();
    const before = (await t.call('/api/whoAmI', { cookie: player })).body.shopTokens;
    const r = await t.call(`/api/manage/players/${id}/points`, { cookie: admin, body: { delta: 500, reason: 'Geste commercial' } });
    expect(r.body).toEqual({ shopTokens: before + 500 });
    expect((await t.call('/api/whoAmI', { cookie: player })).body.shopTokens).toBe(before + 500);
    const detail = (await t.call(`/api/manage/players/${id}`, { cookie: admin })).body;
    expect(detail.ledger[0]).toMatchObject({ delta: 500, kind: 'admin', note: 'Geste commercial', balanceAfter: before + 500 });
    expect(await lastAudit()).toMatchObject({
      adminName: 'admin', action: 'points.adjust', target: `account:${id}`, before: { shopTokens: before }, after: { shopTokens: before + 500 },
    });
    const history = (await t.call('/api/getPlayerTransactions', { cookie: player })).body.tebex;
    expect(history[0]).toMatchObject({ kind: 'admin', points: 500, packageData: { name: 'Geste commercial' } });
  });

  it('refuses 0, more than 1 000 000 either way, and a reason under 3 characters, in French, naming the field', async () => {
    const id = await demoId();
    for (const [body, field] of [
      [{ delta: 0, reason: 'Rien du tout' }, 'delta'],
      [{ delta: 1_000_001, reason: 'Trop' + 'x' }, 'delta'],
      [{ delta: -1_000_001, reason: 'Trop' + 'x' }, 'delta'],
      [{ delta: 10, reason: 'ok' }, 'reason'],
    ] as const) {
      const r = await t.call(`/api/manage/players/${id}/points`, { cookie: admin, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toContain(field);
    }
    expect((await t.call('/api/manage/players/999999/points', { cookie: admin, body: { delta: 5, reason: 'Inconnu' } })).status).toBe(404);
  });

  it('the game’s shoppoints: /api/admin/points by license, with the server secret, audited as the game console', async () => {
    const headers = { 'X-Server-Secret': SERVER_SECRET, gameServer: 'hurricane_fa' };
    const before = (await t.call('/api/whoAmI', { cookie: player })).body.shopTokens;
    const r = await t.call('/api/admin/points', { headers, body: { license: 'license:demo', delta: -100, reason: 'Remboursement manuel' } });
    expect(r.body).toEqual({ shopTokens: before - 100 });
    expect(await lastAudit()).toMatchObject({ adminName: 'console du jeu', action: 'points.adjust' });
    expect((await t.call('/api/admin/points', { headers, body: { license: 'license:personne', delta: 5, reason: 'Inconnu' } })).status).toBe(404);
    expect((await t.call('/api/admin/points', { body: { license: 'license:demo', delta: 5, reason: 'Sans secret' } })).status).toBe(403);
  });
});

describe('refunding a points purchase', () => {
  it('gives the points back, cancels pending deliveries, revokes given ones; once', async () => {
    const buyer = await addAccount(t.db, 'refunded_buyer', 1000);
    await t.db.query(`UPDATE accounts SET license = 'license:refunded' WHERE id = $1`, [buyer.id]);
    await addProduct(t.db, 'refund_a', 100);
    await addProduct(t.db, 'refund_b', 200);
    await t.call('/api/buyProducts', { cookie: buyer.cookie, body: { characterDbId: buyer.characterIds[0]!, products: [
      { itemId: 'refund_a', amount: 1, isFromDailyShop: false }, { itemId: 'refund_b', amount: 1, isFromDailyShop: false },
    ] } });
    const secret = { 'X-Server-Secret': SERVER_SECRET, gameServer: 'hurricane_fa' };
    const claimed = (await t.call('/api/admin/deliveries/claim', { headers: secret, body: { server: 'hurricane_fa', licenses: ['license:refunded'] } })).body.deliveries;
    await t.call(`/api/admin/deliveries/${claimed[0].id}/ack`, { method: 'POST', headers: secret });
    // The second line as if no claim had had it yet (a claimed one may have been given: it would be revoked too).
    await t.db.query('UPDATE deliveries SET claims = 0, leased_until = NULL WHERE id = $1', [claimed[1].id]);
    const [order] = (await t.call(`/api/manage/players/${buyer.id}`, { cookie: admin })).body.purchases;
    expect(order).toMatchObject({ total: 300, refundedAt: null });

    const r = await t.call(`/api/manage/purchases/${order.orderId}/refund`, { cookie: admin, body: { reason: 'Erreur de personnage' } });
    expect(r.body).toEqual({ shopTokens: 1000 });
    const again = await t.call(`/api/manage/purchases/${order.orderId}/refund`, { cookie: admin, body: { reason: 'Erreur de personnage' } });
    expect([again.status, again.body.error]).toEqual([409, 'Cet achat est déjà remboursé.']);
    expect(await lastAudit()).toMatchObject({ action: 'purchase.refund', target: `order:${order.orderId}` });
    const deliveries = (await t.call(`/api/manage/players/${buyer.id}`, { cookie: admin })).body.deliveries;
    expect(deliveries.map((d: { itemId: string; action: string; cancelledAt: string | null }) => [d.itemId, d.action, d.cancelledAt !== null]).sort()).toEqual([
      ['refund_a', 'grant', false], ['refund_a', 'revoke', false], ['refund_b', 'grant', true],
    ]);
  });
});

describe('the catalogue', () => {
  const product = (itemId: string, extra: Record<string, unknown> = {}) => ({
    itemId, label: itemId, name: 'Moto cross', category: 'vehicle', price: 1500, moneyType: 'tokens', description: '<p>Tout-terrain.</p>',
    images: [], index: 500, stocks: null, ...extra,
  });

  it('creates, edits and hides a product: audited, the shop’s version changes, a hidden one is neither listed nor sold', async () => {
    const version = (await t.call('/api/shopVer')).body.shopVer;
    const created = await t.call('/api/manage/products/moto_cross', { method: 'PUT', cookie: admin, body: product('moto_cross') });
    expect(created.body).toMatchObject({ itemId: 'moto_cross', price: 1500, hidden: false });
    expect(await lastAudit()).toMatchObject({ action: 'product.create', before: null, after: { price: 1500 } });
    const edited = await t.call('/api/manage/products/moto_cross', { method: 'PUT', cookie: admin, body: product('moto_cross', { price: 1200 }) });
    expect(edited.body.price).toBe(1200);
    expect(await lastAudit()).toMatchObject({ action: 'product.update', before: { price: 1500 }, after: { price: 1200 } });
    const shop = (await t.call(`/api/shopVer?version=${version}`)).body;
    expect(shop.shopVer).not.toBe(version);
    expect(shop.shopData.products.find((p: { itemId: string }) => p.itemId === 'moto_cross').price).toBe(1200);

    await t.call('/api/manage/products/moto_cross', { method: 'PUT', cookie: admin, body: product('moto_cross', { hidden: true }) });
    expect((await t.call('/api/shopVer')).body.shopData.products.some((p: { itemId: string }) => p.itemId === 'moto_cross')).toBe(false);
    const buyer = await addAccount(t.db, 'hidden_buyer', 5000);
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'moto_cross') })).status).toBe(404);
  });

  it('a description leaves the server cleaned: the shop never gets a script or an event handler an admin wrote', async () => {
    const description = '<p>Tout-<b>terrain</b>.</p><img src="x.png" onerror="alert(1)"><script>alert(2)</script>';
    await t.call('/api/manage/products/moto_sale', { method: 'PUT', cookie: admin, body: product('moto_sale', { description }) });
    const listed = (await t.call('/api/shopVer')).body.shopData.products.find((p: { itemId: string }) => p.itemId === 'moto_sale');
    expect(listed.description).toBe('<p>Tout-<b>terrain</b>.</p><img src="x.png">');
    // The console edits what the admin wrote.
    expect((await t.call('/api/manage/products', { cookie: admin })).body.products.find((p: { itemId: string }) => p.itemId === 'moto_sale').description).toBe(description);
  });

  it('a product’s English words reach players, their HTML cleaned too; without them, none are sent', async () => {
    const en = { name: 'Dirt bike', description: '<p>Off-road.</p><img src="x.png" onerror="alert(1)">' };
    await t.call('/api/manage/products/moto_en', { method: 'PUT', cookie: admin, body: product('moto_en', { translations: { en } }) });
    const products = (await t.call('/api/shopVer')).body.shopData.products as { itemId: string; translations?: unknown }[];
    expect(products.find((p) => p.itemId === 'moto_en')?.translations).toEqual({ en: { name: 'Dirt bike', description: '<p>Off-road.</p><img src="x.png">' } });
    expect(products.find((p) => p.itemId === 'moto_sale')).not.toHaveProperty('translations');
    const managed = (await t.call('/api/manage/products', { cookie: admin })).body.products.find((p: { itemId: string }) => p.itemId === 'moto_en');
    expect(managed.translations).toEqual({ en });
  });

  it('refuses a bad field naming it, another product’s path, and a Tebex package sold twice', async () => {
    const bad = await t.call('/api/manage/products/moto_bad', { method: 'PUT', cookie: admin, body: product('moto_bad', { price: 'cher' }) });
    expect([bad.status, bad.body.error]).toEqual([400, 'Requête invalide : price.']);
    expect((await t.call('/api/manage/products/autre', { method: 'PUT', cookie: admin, body: product('moto_bad') })).status).toBe(400);
    const twice = await t.call('/api/manage/products/grade_copie', {
      method: 'PUT', cookie: admin, body: product('grade_copie', { category: 'Grades', moneyType: 'cash', tebexPackageId: 102, grantsRank: 'Gold' }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error).toContain('tebexPackageId');
    expect(twice.body.error).toContain('grade_gold');
  });

  it('uploads a PNG (served back), refuses another type, an unreadable image and more than 2 MB', async () => {
    const upload = (bytes: Uint8Array<ArrayBuffer>, type: string) =>
      t.app.request('http://localhost/api/manage/images', { method: 'POST', headers: { Cookie: admin, 'Content-Type': type }, body: bytes });
    const ok = await upload(PNG, 'image/png');
    const { url } = (await ok.json()) as { url: string };
    expect(url).toMatch(/^\/images\/uploads\/[0-9a-f]{24}\.png$/);
    const served = await t.app.request(`http://localhost${url}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await upload(PNG, 'image/jpeg')).status).toBe(415);
    const broken = await upload(BROKEN_PNG, 'image/png');
    expect([broken.status, await broken.json()]).toEqual([415, { error: 'Cette image ne peut pas être lue.' }]);
    expect((await upload(new Uint8Array(2 * 1024 * 1024 + 1), 'image/png')).status).toBe(413);
    expect((await lastAudit()).action).toBe('image.upload');
  });

  it('an import is checked whole (French errors naming product and field) and applied all or nothing', async () => {
    const file = await exportCatalogue(t.db);
    const broken = { ...file, products: file.products.map((p, i) => (i === 3 ? { ...p, price: 'gratuit' } : p)) };
    const refused = parseCatalogue(JSON.parse(JSON.stringify(broken)));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors[0]).toMatch(new RegExp(`^Produit « ${file.products[3]!.itemId} » : champ « price » : `));

    // Valid field by field, refused as a whole (a package sold twice): nothing changes.
    const clash = { ...file, products: [...file.products.map((p) => ({ ...p, price: p.price + 1 })), { ...file.products.find((p) => p.tebexPackageId === 201)!, itemId: 'points_copie' }] };
    const parsed = parseCatalogue(clash);
    expect(parsed.ok).toBe(true);
    await expect(importCatalogue(t.db, parsed.ok ? parsed.catalogue : file, { id: null, username: 'test' }, t.clock.now)).rejects.toThrow(/tebexPackageId/);
    expect((await exportCatalogue(t.db)).products).toEqual(file.products);

    const fewer = { ...file, products: file.products.filter((p) => p.itemId !== 'kit_reparation') };
    await importCatalogue(t.db, fewer, { id: null, username: 'test' }, t.clock.now);
    expect((await exportCatalogue(t.db)).products.find((p) => p.itemId === 'kit_reparation')!.hidden).toBe(true);
    await importCatalogue(t.db, file, { id: null, username: 'test' }, t.clock.now);
  });

  it('the home’s highlights an admin fixes win over sales; an unknown product is refused', async () => {
    const body = { bestSeller: ['sultan_rs', 'kit_reparation'], shouldInterest: ['trousse_secours'] };
    expect((await t.call('/api/manage/highlights', { method: 'PUT', cookie: admin, body })).body).toEqual(body);
    const { shopData } = (await t.call('/api/shopVer')).body;
    expect([shopData.bestSeller, shopData.shouldInterest]).toEqual([body.bestSeller, body.shouldInterest]);
    expect((await t.call('/api/manage/highlights', { method: 'PUT', cookie: admin, body: { bestSeller: ['nope'], shouldInterest: [] } })).status).toBe(400);
    await t.call('/api/manage/highlights', { method: 'PUT', cookie: admin, body: { bestSeller: [], shouldInterest: [] } });
  });
});

describe('deliveries and contact messages', () => {
  it('retries and cancels a delivery not yet received, audited; marks a message handled', async () => {
    const buyer = await addAccount(t.db, 'stuck_buyer', 1000);
    await addProduct(t.db, 'stuck_item', 10);
    await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'stuck_item') });
    await t.db.query('UPDATE deliveries SET claims = 5 WHERE account_id = $1', [buyer.id]);
    const [stuck] = (await t.call('/api/manage/deliveries?state=stuck', { cookie: admin })).body.deliveries;
    expect(stuck).toMatchObject({ username: 'stuck_buyer', itemId: 'stuck_item', claims: 5 });
    await t.call(`/api/manage/deliveries/${stuck.id}/retry`, { method: 'POST', cookie: admin });
    expect(await lastAudit()).toMatchObject({ action: 'delivery.retry', before: { claims: 5 }, after: { claims: 0 } });
    await t.call(`/api/manage/deliveries/${stuck.id}/cancel`, { method: 'POST', cookie: admin });
    expect(await lastAudit()).toMatchObject({ action: 'delivery.cancel', after: { cancelled: true } });
    expect((await t.call('/api/manage/deliveries?state=pending', { cookie: admin })).body.deliveries.some((d: { id: string }) => d.id === stuck.id)).toBe(false);

    await t.call('/api/sendMail', { cookie: player, body: { username: 'demo', email: 'demo@example.com', subject: 'Mon achat', text: 'Je n’ai pas reçu mon véhicule en jeu.' } });
    const [message] = (await t.call('/api/manage/messages', { cookie: admin })).body.messages;
    expect(message).toMatchObject({ subject: 'Mon achat', handledAt: null });
    await t.call(`/api/manage/messages/${message.id}/handled`, { method: 'POST', cookie: admin });
    expect((await t.call('/api/manage/messages', { cookie: admin })).body.messages[0].handledAt).toEqual(expect.any(String));
    expect((await lastAudit()).action).toBe('message.handled');
  });
});

describe('a production start', () => {
  it('has the schema and no account; it says how to add the catalogue and the first admin; ADMIN_USERNAMES makes admins', async () => {
    const db = await openDatabase({});
    try {
      expect(await prepareDatabase(db, { demo: false })).toEqual({ seeded: false });
      expect(await db.query('SELECT id FROM accounts')).toEqual([]);
      const advice = await startupAdvice(db, 'chef');
      expect(advice.join('\n')).toMatch(/aucun compte « chef »/);
      expect(advice.join('\n')).toMatch(/npm run catalogue -- import/);
      expect(advice.join('\n')).toMatch(/npm run admin -- grant/);
      await db.query(`INSERT INTO accounts (username, grp, created_at) VALUES ('chef', 'user', now())`);
      expect(await startupAdvice(db, 'chef')).toContain('Admin : chef.');
      expect((await db.query<{ grp: string }>(`SELECT grp FROM accounts WHERE username = 'chef'`))[0]!.grp).toBe('admin');
    } finally {
      await db.close();
    }
  });
});
