// The console's Tebex payments: the list (credited, refunded, disputed, unmatched) and an
// admin's credit of an unmatched payment to a player: once (one ledger entry, its delivery,
// its audit entry); a second attempt, a payment with a buyer, a refunded one refused in French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertProduct } from '../../server/db/products';
import { CREDIT_ERRORS } from '../../server/services/manage-payments';
import { addAccount } from './helpers/fixtures';
import { buyerCustom, line, payment, send } from './helpers/tebex';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin1234');
  await upsertProduct(t.db, {
    itemId: 'pay_sultan', label: 'pay_sultan', name: 'Sultan Tebex', category: 'vehicle', price: 4.99, moneyType: 'cash',
    description: '<p>test</p>', images: [], index: 998, tebexPackageId: 911,
  });
});
afterAll(() => t.close());

/** A payment on the Tebex webstore by a Cfx.re account no shop account is bound to. */
const stranger = (transactionId: string, packages: number[], amount = 9.99) =>
  payment(transactionId, packages.map((id) => line(id)), null, {
    price_paid: { amount, currency: 'EUR' },
    customer: { email: 'stranger@example.com', username: { id: `cfx-${transactionId}`, username: 'stranger_cfx' } },
  });
const credit = (transactionId: string, accountId: number, cookie = admin) =>
  t.call(`/api/manage/payments/${transactionId}/credit`, { cookie, body: { accountId: String(accountId) } });
const list = async (state: string) => (await t.call(`/api/manage/payments?state=${state}`, { cookie: admin })).body.payments as { transactionId: string; state: string }[];
const ledger = (accountId: number, ref: string) =>
  t.db.query<{ delta: number; kind: string }>('SELECT delta, kind FROM ledger_entries WHERE account_id = $1 AND ref = $2 ORDER BY id', [accountId, ref]);
const balance = async (id: number) => (await t.db.query<{ shop_tokens: number }>('SELECT shop_tokens FROM accounts WHERE id = $1', [id]))[0]!.shop_tokens;

describe('the payments list', () => {
  it('shows each payment with its state, amount, buyer or customer, and why an unmatched one was not credited', async () => {
    const buyer = await addAccount(t.db, 'pay_buyer', 0);
    await send(t, payment('pay-credited', [line(201)], buyerCustom(buyer.id), { price_paid: { amount: 9.99, currency: 'EUR' } }));
    await send(t, payment('pay-refunded', [line(202)], buyerCustom(buyer.id), { price_paid: { amount: 19.99, currency: 'EUR' } }));
    await send(t, { ...payment('pay-refunded', [line(202)], buyerCustom(buyer.id)), type: 'payment.refunded' });
    await send(t, payment('pay-disputed', [line(201)], buyerCustom(buyer.id)));
    await send(t, { ...payment('pay-disputed', [line(201)], buyerCustom(buyer.id)), type: 'payment.dispute.opened' });
    await send(t, stranger('pay-unmatched', [201]));

    const all = (await t.call('/api/manage/payments', { cookie: admin })).body.payments as Record<string, unknown>[];
    const byId = Object.fromEntries(all.map((p) => [p.transactionId, p]));
    expect(byId['pay-credited']).toMatchObject({ state: 'credited', amount: 9.99, currency: 'EUR', buyer: { id: String(buyer.id), username: 'pay_buyer' }, reason: null });
    expect(byId['pay-refunded']).toMatchObject({ state: 'refunded', amount: 19.99 });
    expect(byId['pay-disputed']).toMatchObject({ state: 'disputed' });
    expect(byId['pay-unmatched']).toMatchObject({
      state: 'unmatched', buyer: null, customer: 'stranger_cfx', products: [{ name: 'Paquet 201', quantity: 1 }], reason: expect.stringContaining('acheteur inconnu'),
    });
    expect((await list('unmatched')).map((p) => p.transactionId)).toContain('pay-unmatched');
    expect((await list('unmatched')).every((p) => p.state === 'unmatched')).toBe(true);
    expect((await list('reversed')).map((p) => p.transactionId).sort()).toEqual(['pay-disputed', 'pay-refunded']);
    expect((await list('credited')).map((p) => p.transactionId)).toEqual(['pay-credited']);
  });
});

describe('Créditer à un joueur', () => {
  it('credits an unmatched payment once: one ledger entry, its delivery, its audit entry; a second attempt is refused in French', async () => {
    const player = await addAccount(t.db, 'pay_player', 50);
    await send(t, stranger('pay-claim', [201, 911], 14.98));
    const r = await credit('pay-claim', player.id);
    expect([r.status, r.body]).toEqual([200, { credited: { points: 1000 } }]);
    expect(await balance(player.id)).toBe(1050);
    expect(await ledger(player.id, 'pay-claim')).toEqual([{ delta: 1000, kind: 'tebex' }]);
    const deliveries = await t.db.query<{ item_id: string; origin: string }>('SELECT item_id, origin FROM deliveries WHERE account_id = $1', [player.id]);
    expect(deliveries).toEqual([{ item_id: 'pay_sultan', origin: 'tebex' }]);
    const audit = (await t.call('/api/manage/audit?limit=1', { cookie: admin })).body.entries[0];
    expect(audit).toMatchObject({ adminName: 'admin', action: 'tebex.credit', target: 'payment:pay-claim', after: { status: 'credited', accountId: player.id, points: 1000 } });
    const shown = (await t.call('/api/manage/payments', { cookie: admin })).body.payments.find((p: { transactionId: string }) => p.transactionId === 'pay-claim');
    expect(shown).toMatchObject({ state: 'credited', buyer: { id: String(player.id), username: 'pay_player' }, amount: 14.98 });

    const again = await credit('pay-claim', player.id);
    expect([again.status, again.body.error]).toEqual([409, CREDIT_ERRORS.credited]);
    const other = await addAccount(t.db, 'pay_other', 0);
    expect((await credit('pay-claim', other.id)).body.error).toBe('Ce paiement a déjà été crédité.');
    expect(await balance(player.id)).toBe(1050);
    expect(await balance(other.id)).toBe(0);
    expect(await ledger(player.id, 'pay-claim')).toHaveLength(1);
    expect((await t.db.query(`SELECT 1 FROM audit_log WHERE action = 'tebex.credit' AND target = 'payment:pay-claim'`))).toHaveLength(1);
  });

  it('two admins at once: one credit', async () => {
    const player = await addAccount(t.db, 'pay_race', 0);
    await send(t, stranger('pay-race', [201]));
    const answers = await Promise.all([credit('pay-race', player.id), credit('pay-race', player.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await ledger(player.id, 'pay-race')).toHaveLength(1);
  });

  it('refuses a payment with a buyer, a refunded one, an unknown one and an unknown player, in French, changing nothing', async () => {
    const player = await addAccount(t.db, 'pay_refused', 0);
    await send(t, payment('pay-with-buyer', [line(999_999)], buyerCustom(player.id)));
    expect((await credit('pay-with-buyer', player.id)).body.error).toBe(CREDIT_ERRORS.hasBuyer);
    await send(t, stranger('pay-gone', [201]));
    await send(t, { ...stranger('pay-gone', [201]), type: 'payment.refunded' });
    expect((await credit('pay-gone', player.id)).body.error).toBe(CREDIT_ERRORS.reversed);
    const unknown = await credit('pay-nowhere', player.id);
    expect([unknown.status, unknown.body.error]).toEqual([404, CREDIT_ERRORS.unknown]);
    await send(t, stranger('pay-nobody', [201]));
    const nobody = await credit('pay-nobody', 999_999);
    expect([nobody.status, nobody.body.error]).toEqual([404, CREDIT_ERRORS.noPlayer]);
    expect(await balance(player.id)).toBe(0);
    expect((await t.call('/api/manage/payments/pay-nobody/credit', { cookie: admin, body: { accountId: 'abc' } })).status).toBe(400);
  });

  it('an admin only', async () => {
    const player = await addAccount(t.db, 'pay_sneaky', 0);
    await send(t, stranger('pay-sneaky', [201]));
    expect((await credit('pay-sneaky', player.id, player.cookie)).status).toBe(403);
    expect((await t.call('/api/manage/payments', { cookie: player.cookie })).status).toBe(403);
    expect(await balance(player.id)).toBe(0);
  });
});
