// A stop (SIGTERM, Ctrl-C) never cuts a request whose headers arrived: it is answered to
// its last byte, and the database closes after; no new connection is taken meanwhile. The
// purchase runs on the embedded database, or on PostgreSQL under scripts/pg-test.sh.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { gracefulStop } from '../../server/http/graceful-stop';
import { buy } from './helpers/fixtures';
import { listen } from './helpers/listen';
import { freePort, kill, login, ready, startShop } from './helpers/shop-process';

it('a stop lets a request in flight finish, then takes no new connection', async () => {
  const app = new Hono();
  app.get('/slow', async (c) => {
    await sleep(300);
    return c.json({ done: true });
  });
  const { server, base } = await listen(app.fetch);
  const stop = gracefulStop(server);
  const inFlight = fetch(`${base}/slow`).then((r) => r.json());
  await sleep(50);
  const stopped = stop(5_000);
  expect(await inFlight).toEqual({ done: true });
  await stopped;
  await expect(fetch(`${base}/slow`)).rejects.toThrow();
});

it('a stop lets a client that reads slowly receive the whole answer', async () => {
  const big = 'x'.repeat(16 * 1024 * 1024); // more than the sockets' buffers hold
  const app = new Hono();
  app.get('/big', (c) => c.text(big));
  const { server, base } = await listen(app.fetch);
  const stop = gracefulStop(server);
  const req = request(`${base}/big`).end();
  const [res] = (await once(req, 'response')) as [IncomingMessage];
  res.pause(); // the answer is written, not yet all sent
  const stopped = stop(5_000);
  await sleep(300);
  expect((await text(res)).length).toBe(big.length);
  await stopped;
});

it('SIGTERM, twice, while a purchase’s body is on its way: the purchase is answered 200 and debited once, then the server exits cleanly', { timeout: 180_000 }, async () => {
  const url = process.env.DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-stop-'));
  const database = () => openDatabase(url ? { url, schema } : { dataDir });
  let onPostgres: URL | undefined;
  if (url) {
    await (await database()).close(); // creates the schema, the server's through its search_path
    onPostgres = new URL(url);
    onPostgres.searchParams.set('options', `-c search_path=${schema}`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startShop(port, onPostgres ? { DATABASE_URL: onPostgres.href } : { DATA_DIR: dataDir, DATABASE_URL: '' });
  const exited = once(shop, 'exit');
  try {
    await ready(base);
    const headers = { 'Content-Type': 'application/json', Cookie: await login(base), gameServer: 'hurricane_fa' };
    const [character] = (await (await fetch(`${base}/api/getCharacters`, { headers })).json()) as { id: number }[];
    const before = ((await (await fetch(`${base}/api/whoAmI`, { headers })).json()) as { shopTokens: number }).shopTokens;

    const body = JSON.stringify(buy(character!.id, 'kit_reparation'));
    const req = request(`${base}/api/buyProducts`, {
      method: 'POST',
      // The server's 100 Continue says it has read the headers.
      headers: { ...headers, 'Idempotency-Key': 'arret-en-cours', 'Content-Length': String(Buffer.byteLength(body)), Expect: '100-continue' },
    });
    const answered = once(req, 'response') as Promise<[IncomingMessage]>;
    await once(req, 'continue');
    // To the whole group, as Ctrl-C or systemd send it; then again, as a host may repeat it.
    process.kill(-shop.pid!, 'SIGTERM');
    await sleep(50);
    process.kill(-shop.pid!, 'SIGTERM');
    await sleep(250);
    req.end(body);
    const [res] = await answered;
    const answer = JSON.parse(await text(res)) as { shopTokens: number };
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close'); // not kept for another request
    expect(answer.shopTokens).toBeLessThan(before);
    expect(await exited).toEqual([0, null]);

    const db = await database();
    try {
      const demo = `(SELECT id FROM accounts WHERE username = 'demo')`;
      expect(await db.query(`SELECT delta FROM ledger_entries WHERE account_id = ${demo} AND kind = 'purchase'`)).toEqual([{ delta: answer.shopTokens - before }]);
      expect(await db.query(`SELECT shop_tokens FROM accounts WHERE id = ${demo}`)).toEqual([{ shop_tokens: answer.shopTokens }]);
    } finally {
      if (url) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    }
  } finally {
    kill(shop);
    await rm(dataDir, { recursive: true, force: true });
  }
});
