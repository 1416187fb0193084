// JSON answers carry the OWASP REST headers: never framed, never rendered, never cached,
// errors included; a page keeps its own policy.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('every API answer, an error or a refusal too, forbids framing and caching', async () => {
  const cookie = await t.login();
  for (const [path, init, status] of [
    ['/api/whoAmI', { cookie }, 200],
    ['/api/whoAmI', {}, 401],
    ['/api/nope', {}, 404],
    ['/api/login', { body: { username: 'x' } }, 400],
    ['/api/logout', { headers: { Origin: 'https://evil.example' }, method: 'POST' }, 403],
  ] as const) {
    const r = await t.call(path, init);
    expect(r.status, path).toBe(status);
    expect(r.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.headers.get('x-frame-options'), path).toBe('DENY');
    expect(r.headers.get('cache-control'), path).toBe('no-store');
    expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
  }
});
