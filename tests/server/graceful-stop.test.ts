// A stop (SIGTERM, Ctrl-C) never cuts a request whose headers arrived: it is answered to
// its last byte; no new connection is taken meanwhile.
import { once } from 'node:events';
import { type IncomingMessage, request } from 'node:http';
import { text } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { gracefulStop } from '../../server/http/graceful-stop';
import { listen } from './helpers/listen';

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
