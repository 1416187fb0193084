// Limits on what one client may send: body size (also over a real connection), login
// tries behind a proxy, Discord states; and the purge of what expires (sessions, Discord states).
import { once } from 'node:events';
import { type IncomingMessage, request, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOauthState } from '../../server/db/oauth-states';
import { insertSession } from '../../server/db/sessions';
import { sha256 } from '../../server/services/secrets';
import { addAccount } from './helpers/fixtures';
import { listen } from './helpers/listen';
import { createTestApp, ORIGIN, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;

describe('request body size', () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.50.0.1', ...headers },
      body,
      // A stream body needs it (node's fetch); ignored otherwise.
      ...({ duplex: 'half' } as object),
    });
  const huge = (field: string) => JSON.stringify({ username: 'demo', password: 'demo1234', remember: false, email: 'a@b.fr', subject: 'x', [field]: 'x'.repeat(MB) });

  it('a 1 MB body on /api/login and /api/sendMail is refused with 413 and a French error, before parsing', async () => {
    for (const [path, field] of [['/api/login', 'password'], ['/api/sendMail', 'text']] as const) {
      const body = huge(field);
      const r = await post(path, body, { 'Content-Length': String(Buffer.byteLength(body)) });
      expect(r.status, path).toBe(413);
      expect(await r.json()).toEqual({ error: expect.stringMatching(/trop volumineu/) });
      expect(r.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('a streamed body without Content-Length is refused past 64 KB, and no longer read 4 MiB further', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 8 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const r = await post('/api/sendMail', stream);
    expect(r.status).toBe(413);
    expect((await r.json()).error).toMatch(/trop volumineu/);
    expect(r.headers.get('connection')).toBe('close');
    expect(sent).toBeLessThan(5 * MB); // not read to the end
  });

  it('a body under the limit still goes through', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'demo1234', remember: false, padding: 'x'.repeat(60 * 1024) });
    expect((await post('/api/login', body, { 'X-Forwarded-For': '10.50.0.2' })).status).toBe(200);
  });
});

describe('a too-large body over a real connection', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    ({ server, base } = await listen(t.app.fetch));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** 1 MiB as a slow link sends it: 64 KiB every 40 ms (longer than the Node adapter's own half-second of draining). */
  async function* slowMegabyte() {
    for (let i = 0; i < 16; i++) {
      yield Buffer.alloc(64 * 1024, 'x');
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  for (const path of ['/api/login', '/api/sendMail']) {
    for (const framing of ['Content-Length', 'chunked'] as const) {
      it(`a client sending 1 MiB whole to ${path} (${framing}) reads its 413 and the French error, no reset connection`, async () => {
        const req = request(`${base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.50.1.1', ...(framing === 'Content-Length' && { 'Content-Length': String(MB) }) },
        });
        // Rejects (premature close, EPIPE, ECONNRESET) if the server closes the connection while the body is on its way.
        const [, [res]] = await Promise.all([pipeline(Readable.from(slowMegabyte()), req), once(req, 'response') as Promise<[IncomingMessage]>]);
        expect(res.statusCode).toBe(413);
        expect(JSON.parse(await text(res))).toEqual({ error: 'La requête est trop volumineuse (64 Ko au plus).' });
      });
    }
  }
});

describe('client address behind the trusted proxy', () => {
  const login = (username: string, forwardedFor: string) =>
    t.call('/api/login', { body: { username, password: 'mauvais', remember: false }, headers: { 'X-Forwarded-For': forwardedFor } });

  it('is the right-most X-Forwarded-For entry (the one the proxy added), not what the client put before it', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`visiteur${i}`, `203.0.113.${i}, 10.60.0.1`)).status).toBe(401);
    const sixth = await login('visiteur9', '198.51.100.7, 10.60.0.1');
    expect(sixth.status).toBe(429);
    expect((await login('visiteur9', '10.60.0.1, 10.60.0.2')).status).toBe(401); // another client
  });
});

describe('Discord states', () => {
  it('at most 5 per account per minute, then 429 in French', async () => {
    const { cookie } = await addAccount(t.db, 'etats_discord', 0);
    const issue = () => t.call('/api/discordState', { method: 'POST', cookie });
    for (let i = 0; i < 5; i++) expect((await issue()).status).toBe(200);
    const refused = await issue();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Discord/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await addAccount(t.db, 'etats_discord_2', 0);
    expect((await t.call('/api/discordState', { method: 'POST', cookie: other.cookie })).status).toBe(200);
    t.clock.advance(61_000);
    expect((await issue()).status).toBe(200);
  });
});

describe('expired rows are purged', () => {
  const count = async (sql: string, params: unknown[]) => (await t.db.query<{ n: number }>(sql, params))[0]!.n;

  it('expired sessions go when a session opens', async () => {
    const { id } = await addAccount(t.db, 'sessions_perimees', 0);
    const past = new Date(t.clock.now.getTime() - 1000);
    await insertSession(t.db, sha256('perimee-1'), id, past);
    await insertSession(t.db, sha256('valide-1'), id, new Date(t.clock.now.getTime() + 3600_000));
    await t.login();
    expect(await count('SELECT count(*)::int AS n FROM sessions WHERE expires_at <= $1', [t.clock.now])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM sessions WHERE token_hash = $1', [sha256('valide-1')])).toBe(1);
  });

  it('expired Discord states go when a state is issued', async () => {
    const { id, cookie } = await addAccount(t.db, 'etats_perimes', 0);
    await insertOauthState(t.db, 'etat-perime', id, new Date(t.clock.now.getTime() - 1000));
    expect((await t.call('/api/discordState', { method: 'POST', cookie })).status).toBe(200);
    expect(await count('SELECT count(*)::int AS n FROM oauth_states WHERE expires_at <= $1', [t.clock.now])).toBe(0);
  });
});
