// The sandbox payment page as a zoid child of Tebex.js: its script, its JSON answers
// to the framed page's fetch, and the same signed webhook behind "Payer".
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'acorn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTransactionId } from '../../server/sandbox/checkout-routes';
import { CHECKOUT_TAG } from '../../server/sandbox/checkout-page';
import { createDemoSession, type TestApp } from './helpers/test-app';

let t: TestApp;
let demo: string;
let demoId: string;
beforeAll(async () => ({ t, demo, demoId } = await createDemoSession()));
afterAll(() => t.close());

const ACCOUNT = '/sandbox/tebex/api/accounts/sandbox-token';
const JSON_ACCEPT = { Accept: 'application/json' };

/** A basket of the demo account holding package 201 (1000 H-Points), authenticated as Tebex's login would. */
async function paidLater(): Promise<string> {
  const created = await t.call(`${ACCOUNT}/baskets`, {
    body: { complete_url: 'http://localhost/merci', cancel_url: 'http://localhost/', custom: { accountId: demoId, server: 'hurricane', username: 'demo' } },
  });
  const ident: string = created.body.data.ident;
  const link = new URL((await t.call(`${ACCOUNT}/baskets/${ident}/auth?returnUrl=http%3A%2F%2Flocalhost%2F`)).body[0].url);
  await t.app.request(`http://localhost${link.pathname}${link.search}`, { headers: { Cookie: demo } });
  await t.call(`/sandbox/tebex/api/baskets/${ident}/packages`, { body: { package_id: '201', quantity: 1 } });
  return ident;
}

const balance = async () => (await t.call('/api/whoAmI', { cookie: demo })).body.shopTokens as number;

describe('sandbox checkout page, a zoid child of Tebex.js', () => {
  it('loads zoid’s child build and registers under Tebex.js’s tag, in a script Chromium 103 runs', async () => {
    const ident = await paidLater();
    const page = await t.call(`/sandbox/checkout/${ident}`);
    expect(page.status).toBe(200);
    const src = /<script src="(assets\/zoid\.frame\.min\.js\?v=[0-9a-f]+)"><\/script>/.exec(page.body)?.[1];
    expect(src).toBeDefined();
    expect(page.body).toContain(`tag: '${CHECKOUT_TAG}'`);
    expect(page.body).toMatch(/Payer[\s\S]*Échec du paiement[\s\S]*Fermer/);
    const inline = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(() => parse(inline[0]!, { ecmaVersion: 2020 })).not.toThrow();

    const script = await t.app.request(`http://localhost/sandbox/checkout/${src}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('max-age=31536000');
    const file = readFileSync(createRequire(import.meta.url).resolve('zoid/dist/zoid.frame.min.js'));
    expect(Buffer.from(await script.arrayBuffer()).equals(file)).toBe(true);
  });

  it('framed: "Payer" answers JSON and credits once through the signed webhook', async () => {
    const ident = await paidLater();
    const before = await balance();
    const paid = await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST', headers: JSON_ACCEPT });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      event: 'payment:complete', title: 'Paiement accepté', text: 'Merci ! Votre achat est livré.', ident, transactionId: sandboxTransactionId(ident),
    });
    expect(await balance()).toBe(before + 1000);
    const again = await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST', headers: JSON_ACCEPT });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ event: 'payment:error', ident });
    expect(await balance()).toBe(before + 1000);
    const rows = await t.db.query('SELECT status FROM tebex_payments WHERE transaction_id = $1', [sandboxTransactionId(ident)]);
    expect(rows).toEqual([{ status: 'credited' }]);
  });

  it('framed: "Échec du paiement" answers a JSON payment:error and credits nothing', async () => {
    const ident = await paidLater();
    const before = await balance();
    const failed = await t.call(`/sandbox/checkout/${ident}/fail`, { method: 'POST', headers: JSON_ACCEPT });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ event: 'payment:error', text: 'Votre banque a refusé le paiement.', ident });
    expect(await balance()).toBe(before);
  });

  it('as a full page: the form post answers a page that goes on to the basket’s complete_url', async () => {
    const ident = await paidLater();
    const paid = await t.call(`/sandbox/checkout/${ident}/pay`, { method: 'POST' });
    expect(paid.headers.get('content-type')).toContain('text/html');
    expect(paid.body).toContain('data-event="payment:complete"');
    expect(paid.body).toContain('location.assign("http://localhost/merci")');
  });
});
