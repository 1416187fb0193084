// The shop's log: money and admin events queued in their own transaction, written once to
// stdout and posted to a Discord webhook (here a local HTTP stub) that fails, hangs, then
// recovers; nothing lost across a restart; a purchase never waits on Discord.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { changeBalance } from '../../server/db/ledger';
import type { LogEvent } from '../../server/db/log-events';
import { prepareDatabase } from '../../server/db/prepare-database';
import { flushLogEvents, retryDelayMs } from '../../server/services/log-events';
import { addAccount, addProduct, buy } from './helpers/fixtures';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Discord's webhook, played on 127.0.0.1: answers `status`, or never when `hang`. */
let stub: Server;
let url: string;
const received: { embeds: { title: string; description: string; fields: { name: string; value: string }[] }[] }[] = [];
let mode: { status: number; hang?: boolean } = { status: 500 };
beforeAll(async () => {
  stub = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (mode.hang) return;
      if (mode.status < 300) received.push(JSON.parse(body));
      res.writeHead(mode.status).end();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/api/webhooks/1/x`;
});
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

const sink = (written: LogEvent[]) => ({ discordUrl: url, fetch, write: (e: LogEvent) => written.push(e) });

describe('the log queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a failing Discord keeps the events and retries with back-off; each is written to stdout once; a hanging one never holds a purchase', async () => {
    const buyer = await addAccount(t.db, 'logged_buyer', 1000);
    await addProduct(t.db, 'logged_item', 250);
    await flushLogEvents(t.db, { fetch, write: () => {} }, t.clock.now); // what the test app's start queued
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'logged_item') })).status).toBe(200);

    const written: LogEvent[] = [];
    mode = { status: 500 };
    expect(await flushLogEvents(t.db, sink(written), t.clock.now)).toBe(1);
    expect(written.map((e) => [e.kind, e.payload.delta, e.payload.balanceAfter])).toEqual([['purchase', -250, 750]]);
    const [row] = await t.db.query<{ attempts: number; sent_at: Date | null; next_attempt_at: Date }>('SELECT attempts, sent_at, next_attempt_at FROM log_events ORDER BY id DESC LIMIT 1');
    expect([row!.attempts, row!.sent_at]).toEqual([1, null]);
    expect(new Date(row!.next_attempt_at).getTime()).toBe(t.clock.now.getTime() + retryDelayMs(0));
    expect(await flushLogEvents(t.db, sink(written), t.clock.now)).toBe(0); // not due yet

    // Discord hangs: a purchase answers while a flush waits on it.
    mode = { status: 200, hang: true };
    t.clock.advance(retryDelayMs(0));
    const flushing = flushLogEvents(t.db, sink(written), t.clock.now);
    let flushed = false;
    void flushing.then(() => (flushed = true));
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'logged_item') })).status).toBe(200);
    expect(flushed).toBe(false);
    await flushing;

    mode = { status: 204 };
    t.clock.advance(retryDelayMs(2));
    await flushLogEvents(t.db, sink(written), t.clock.now);
    expect(written.map((e) => e.kind)).toEqual(['purchase', 'purchase']); // the retried one is not written again
    expect(received.map((r) => r.embeds[0]!.title)).toEqual(['Achat en H-Points', 'Achat en H-Points']);
    expect(received[0]!.embeds[0]!.fields).toEqual(expect.arrayContaining([
      { name: 'Joueur', value: `logged_buyer (#${buyer.id})`, inline: true },
      { name: 'H-Points', value: '-250', inline: true },
      { name: 'Solde après', value: '750', inline: true },
    ]));
    expect(await t.db.query('SELECT id FROM log_events WHERE sent_at IS NULL')).toEqual([]);
  });

  it('a shop whose currency is Gemmes: the embeds, a refund’s line and the console’s refusals name Gemmes', async () => {
    const admin = await t.login('admin', 'admin1234');
    expect((await t.call('/api/manage/settings', { method: 'PUT', cookie: admin, body: { currencyName: 'Gemmes' } })).status).toBe(200);
    const buyer = await addAccount(t.db, 'gem_buyer', 1000);
    await addProduct(t.db, 'gem_item', 250);
    expect((await t.call('/api/buyProducts', { cookie: buyer.cookie, body: buy(buyer.characterIds[0]!, 'gem_item') })).status).toBe(200);
    const [order] = (await t.call(`/api/manage/players/${buyer.id}`, { cookie: admin })).body.purchases;
    expect((await t.call(`/api/manage/purchases/${order.orderId}/refund`, { cookie: admin, body: { reason: 'Erreur de personnage' } })).status).toBe(200);
    const points = (delta: number) => t.call(`/api/manage/players/${buyer.id}/points`, { cookie: admin, body: { delta, reason: 'Geste commercial' } });
    expect((await points(0)).body.error).toBe('« delta » : un ajustement de 0 ne change rien.');
    expect((await points(50)).status).toBe(200);
    const pack = {
      itemId: 'gem_pack', label: 'gem_pack', name: 'Gemmes', category: 'Points boutique', price: 100, moneyType: 'tokens', grantsTokens: 100,
      description: '', images: [], index: 999, stocks: null,
    };
    const refused = await t.call('/api/manage/products/gem_pack', { method: 'PUT', cookie: admin, body: pack });
    expect([refused.status, refused.body.error]).toEqual([
      400, 'Produit « gem_pack » : « grantsTokens » / « grantsRank » : seul un paquet Tebex crédite un montant en Gemmes ou donne un rang.',
    ]);
    const both = await t.call('/api/manage/products/gem_pack', { method: 'PUT', cookie: admin, body: { ...pack, moneyType: 'cash', tebexPackageId: 9001, grantsRank: 'Gold' } });
    expect(both.body.error).toBe('Produit « gem_pack » : « grantsRank » : un paquet crédite un montant en Gemmes ou donne un rang, pas les deux.');

    received.length = 0;
    mode = { status: 204 };
    await flushLogEvents(t.db, sink([]), t.clock.now);
    // The amount's field bears the currency's name (the settings' change has none).
    const embeds = received.map((r) => r.embeds[0]!);
    expect(embeds.map((e) => [e.title, e.description, e.fields.find((f) => f.name === 'Gemmes')?.value])).toEqual([
      ['Action d’un administrateur', 'Réglages de la boutique modifiés : currencyName.', undefined],
      ['Achat en Gemmes', '1 × gem_item', '-250'],
      ['Remboursement ou litige', 'Remboursement : Erreur de personnage', '+250'],
      ['Action d’un administrateur', `Achat ${order.orderId} remboursé (250 Gemmes) : Erreur de personnage`, '+250'],
      ['Action d’un administrateur', 'Solde ajusté par admin : Geste commercial', '+50'],
    ]);
  });
});

it('events queued before a restart are posted after it (embedded database on disk)', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-log-'));
  try {
    const first = await openDatabase({ dataDir });
    await prepareDatabase(first, { demo: true });
    await changeBalance(first, { accountId: 1, delta: 300, kind: 'tebex', ref: 'tbx-restart', note: '300 H-Points', at: new Date() });
    await first.close();

    const again = await openDatabase({ dataDir });
    received.length = 0;
    mode = { status: 204 };
    await flushLogEvents(again, { discordUrl: url, fetch, write: () => {} }, new Date());
    expect(received.map((r) => r.embeds[0]!.description)).toEqual(['300 H-Points']);
    await again.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
