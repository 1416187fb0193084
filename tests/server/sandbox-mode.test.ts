// The sandbox (provider emulators, /sandbox/gameToken, the development server secret)
// runs only for a newcomer on a loopback address, or when asked for with SANDBOX=1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/queryable';
import { optionsFromEnv, sandboxMode } from '../../server/env-options';
import { createTestApp, type TestApp } from './helpers/test-app';

const DEV_SECRET = 'dev-server-secret';
const keys = { privateKeyPem: 'private', publicKeyPem: 'public' };
const options = (env: NodeJS.ProcessEnv) => optionsFromEnv(env, {} as Database, keys, '/shop');

describe('options from the environment', () => {
  it('a plain start on localhost (no HOST) runs the sandbox with the development secret', () => {
    for (const env of [{}, { HOST: 'localhost' }, { HOST: '127.0.0.1' }, { HOST: '::1' }, { HOST: '127.0.0.2', PUBLIC_URL: 'http://localhost:4173' }]) {
      const o = options(env);
      expect(o.sandbox, JSON.stringify(env)).toBe(true);
      expect(o.serverSecret, JSON.stringify(env)).toBe(DEV_SECRET);
    }
  });

  it('bound to a non-loopback address: no sandbox, no development secret', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'shop.example']) {
      const o = options({ HOST });
      expect(o.sandbox, HOST).toBe(false);
      expect(o.serverSecret, HOST).toBeUndefined();
      expect(sandboxMode({ HOST }).reason, HOST).toContain(HOST);
    }
  });

  it('with an https PUBLIC_URL: no sandbox, even on localhost', () => {
    const o = options({ PUBLIC_URL: 'https://boutique.example' });
    expect(o.sandbox).toBe(false);
    expect(o.serverSecret).toBeUndefined();
    expect(sandboxMode({ PUBLIC_URL: 'https://boutique.example' }).reason).toContain('PUBLIC_URL');
  });

  it('behind a proxy (TRUST_PROXY) on localhost: no sandbox', () => {
    expect(options({ HOST: '127.0.0.1', TRUST_PROXY: '1' }).sandbox).toBe(false);
    expect(options({ TRUST_PROXY: '0' }).sandbox).toBe(true);
    expect(options({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('the development secret given explicitly is refused without the sandbox; a real one is kept', () => {
    expect(options({ HOST: '0.0.0.0', SERVER_SECRET: DEV_SECRET }).serverSecret).toBeUndefined();
    expect(sandboxMode({ HOST: '0.0.0.0', SERVER_SECRET: DEV_SECRET }).warnings.join(' ')).toMatch(/SERVER_SECRET/);
    expect(options({ HOST: '0.0.0.0', SERVER_SECRET: 'un-vrai-secret-long' }).serverSecret).toBe('un-vrai-secret-long');
  });

  it('SANDBOX=1 turns it on anywhere; SANDBOX=0 and NODE_ENV=production turn it off', () => {
    const forced = options({ HOST: '0.0.0.0', PUBLIC_URL: 'https://boutique.example', SANDBOX: '1' });
    expect(forced.sandbox).toBe(true);
    expect(forced.serverSecret).toBe(DEV_SECRET);
    expect(sandboxMode({ HOST: '0.0.0.0', SANDBOX: '1' }).reason).toContain('SANDBOX=1');
    expect(options({ SANDBOX: '0' }).sandbox).toBe(false);
    expect(options({ NODE_ENV: 'production' }).sandbox).toBe(false);
    expect(options({ NODE_ENV: 'production' }).serverSecret).toBeUndefined();
  });
});

describe('the app without the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: false, serverSecret: DEV_SECRET });
  });
  afterAll(() => t.close());

  it('serves no sandbox route', async () => {
    const routes: [method: string, path: string][] = [
      ['POST', '/sandbox/gameToken'], ['GET', '/sandbox/checkout/abc'], ['GET', '/sandbox/discord/authorize'],
      ['GET', '/sandbox/tebex/api/accounts/sandbox-token/categories'],
    ];
    for (const [method, path] of routes) {
      expect((await t.call(path, { method, ...(method === 'POST' && { body: { username: 'demo' } }) })).status, path).toBe(404);
    }
  });

  it('refuses the development server secret (as if none were set)', async () => {
    const r = await t.call('/api/admin/gameToken', { body: { license: 'license:demo' }, headers: { 'X-Server-Secret': DEV_SECRET } });
    expect(r.status).toBe(503);
    expect(r.body.error).toMatch(/SERVER_SECRET/);
  });
});
