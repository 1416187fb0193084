// Sales (CONTRACT "Campaigns and figures"): the console's CRUD with French refusals and
// audit entries, the catalogue carrying `sale` while one runs (on time, by the clock
// alone, with a new version), the price a points purchase is charged, and a line whose
// shown price is no longer the server's refused by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/api/contract/shop';
import { addAccount, buy } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
});
afterAll(() => t.close());

const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs).toISOString();
const sale = (extra: Record<string, unknown> = {}) => ({ name: 'Soldes d’été', percent: 15, itemIds: ['kit_reparation'], startsAt: at(-HOUR), endsAt: at(2 * HOUR), ...extra });
const put = (id: string, body: unknown, cookie = admin) => t.call(`/api/manage/sales/${id}`, { method: 'PUT', cookie, body });
const remove = (id: string) => t.call(`/api/manage/sales/${id}`, { method: 'DELETE', cookie: admin });
const lastAudit = async () => (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries[0];
const catalogue = async () => (await t.call('/api/shopVer')).body;
const productOf = (body: { shopData: { products: Product[] } }, itemId: string) => body.shopData.products.find((p) => p.itemId === itemId)!;

describe('the console’s sales', () => {
  it('refuses a bad sale in French, naming the field; a player may not write one', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ percent: 4 }, 'Réduction (%) : au moins 5.'],
      [{ percent: 91 }, 'Réduction (%) : au plus 90.'],
      [{ percent: 12.5 }, 'Réduction (%) : valeur invalide.'],
      [{ name: '  ' }, 'Nom : ne peut pas être vide.'],
      [{ itemIds: [], categories: [] }, 'Produits et catégories : choisissez au moins un produit ou une catégorie.'],
      [{ endsAt: at(-2 * HOUR) }, 'Fin : elle doit venir après le début.'],
      [{ startsAt: 'demain' }, 'Début : une date ISO (2025-06-14T18:00:00Z) est attendue.'],
      [{ categories: ['bijoux'] }, 'Catégories : valeurs possibles : « item », « vehicle », « weapon », « pack », « Points boutique », « Grades ».'],
      [{ itemIds: ['inconnu'] }, 'Produits : « inconnu » n’est pas un produit du catalogue.'],
    ];
    for (const [extra, error] of cases) {
      const r = await put('refusee', sale(extra));
      expect([r.status, r.body.error]).toEqual([400, error]);
    }
    const cash = await put('refusee', sale({ itemIds: ['grade_gold'] }));
    expect([cash.status, cash.body.error]).toEqual([400, 'Produits : « Gold » se paie en argent réel ; une solde ne porte que sur les produits en points.']);
    expect((await put('Pas Un Id', sale())).status).toBe(400);
    const player = await t.login('demo', 'demo1234');
    expect((await put('joueur', sale(), player)).status).toBe(403);
    expect((await t.call('/api/manage/sales', { cookie: admin })).body.sales).toEqual([]);
  });

  it('creates, replaces, lists and deletes a sale, each write audited with before and after', async () => {
    const created = await put('ete', sale({ categories: ['vehicle', 'vehicle'] }));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: 'ete', ...sale(), categories: ['vehicle'] });
    expect(await lastAudit()).toMatchObject({ adminName: 'admin', action: 'sale.create', target: 'sale:ete', before: null, after: { percent: 15 } });
    const updated = await put('ete', sale({ percent: 30 }));
    expect(updated.body.percent).toBe(30);
    expect(await lastAudit()).toMatchObject({ action: 'sale.update', before: { percent: 15 }, after: { percent: 30, categories: [] } });
    expect((await t.call('/api/manage/sales', { cookie: admin })).body.sales).toEqual([updated.body]);
    expect((await remove('ete')).body).toEqual({ ok: true });
    expect(await lastAudit()).toMatchObject({ action: 'sale.delete', target: 'sale:ete', before: { percent: 30 }, after: null });
    const again = await remove('ete');
    expect([again.status, again.body.error]).toEqual([404, 'Cette solde n’existe pas.']);
    expect((await t.call('/api/manage/sales', { cookie: admin })).body.sales).toEqual([]);
  });
});

describe('a sale in the shop', () => {
  it('begins and ends on time by the clock alone: the products carry it only meanwhile, and the version follows', async () => {
    const body = sale({ itemIds: [], categories: ['vehicle'], startsAt: at(HOUR), endsAt: at(3 * HOUR) });
    await put('nuit', body);
    const before = await catalogue();
    expect(before.shopData.products.some((p: { sale?: unknown }) => p.sale)).toBe(false);
    t.clock.advance(HOUR);
    const during = await catalogue();
    expect(during.shopVer).not.toBe(before.shopVer);
    const vehicles = during.shopData.products.filter((p: { category: string; moneyType: string; price: number }) => p.category === 'vehicle' && p.moneyType === 'tokens' && p.price >= 0);
    expect(vehicles.length).toBeGreaterThan(0);
    for (const vehicle of vehicles) expect(vehicle.sale).toEqual({ percent: 15, endsAt: body.endsAt });
    expect(productOf(during, 'kit_reparation').sale).toBeUndefined();
    expect((await t.call(`/api/shopVer?version=${during.shopVer}`)).body).toEqual({ shopVer: during.shopVer });
    t.clock.advance(2 * HOUR);
    const after = await catalogue();
    expect(after.shopVer).not.toBe(during.shopVer);
    expect(after.shopData.products.some((p: { sale?: unknown }) => p.sale)).toBe(false);
    await remove('nuit');
  });

  it('the largest of overlapping sales applies', async () => {
    await put('petite', sale({ percent: 10 }));
    await put('grande', sale({ percent: 40, itemIds: [], categories: ['item'] }));
    expect(productOf(await catalogue(), 'kit_reparation').sale?.percent).toBe(40);
    await remove('petite');
    await remove('grande');
  });
});

describe('a points purchase during a sale', () => {
  it('is charged the sale price, rounded down to a whole point', async () => {
    await put('kit', sale());
    expect(productOf(await catalogue(), 'kit_reparation')).toMatchObject({ price: 250, sale: { percent: 15 } });
    const buyer = await addAccount(t.db, 'soldes', 1000);
    const r = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'kit_reparation', 2) });
    expect(r.status).toBe(200);
    // 250 − 15 % = 212.5 → 212 a unit.
    expect(r.body.shopTokens).toBe(1000 - 2 * 212);
    expect(productOf(r.body, 'kit_reparation').sale?.percent).toBe(15);
    await remove('kit');
  });

  it('does not stack with the daily discount: the larger of the two applies', async () => {
    const buyer = await addAccount(t.db, 'quotidien', 5000);
    const character = buyer.characterIds[0]!;
    // collier_diamant: 1200, −20 % in the daily shop (960).
    await put('collier', sale({ itemIds: ['collier_diamant'], percent: 10 }));
    const smaller = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'collier_diamant', 1, true) });
    expect(smaller.body.shopTokens).toBe(5000 - 960);
    await put('collier', sale({ itemIds: ['collier_diamant'], percent: 25 }));
    const larger = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(character, 'collier_diamant', 1, true) });
    expect(larger.body.shopTokens).toBe(5000 - 960 - 900);
    await remove('collier');
  });

  it('refuses a line whose shown price is no longer the server’s, naming it; nothing is debited', async () => {
    const buyer = await addAccount(t.db, 'panier', 1000);
    const character = buyer.characterIds[0]!;
    const line = (unitPrice: number) => ({ characterDbId: character, products: [{ itemId: 'kit_reparation', amount: 1, isFromDailyShop: false, unitPrice }] });
    // The basket was filled before the sale began: it shows 250, the server now asks 212.
    await put('debut', sale());
    const started = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: line(250) });
    expect([started.status, started.body]).toEqual([409, { error: 'Le prix de « Kit de réparation » a changé : 212 au lieu de 250.', itemId: 'kit_reparation' }]);
    expect((await t.call('/api/whoAmI', { cookie: buyer.cookie })).body.shopTokens).toBe(1000);
    // The sale ends while the basket still shows its price.
    t.clock.advance(2 * HOUR);
    const ended = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: line(212) });
    expect([ended.status, ended.body.itemId, ended.body.error]).toEqual([409, 'kit_reparation', 'Le prix de « Kit de réparation » a changé : 250 au lieu de 212.']);
    const priced = await t.call('/api/buyProducts', { cookie: buyer.cookie, body: line(250) });
    expect([priced.status, priced.body.shopTokens]).toEqual([200, 750]);
    await remove('debut');
  });
});
