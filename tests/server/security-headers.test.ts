import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX = '<html><head><title>Hurricane</title></head><body><div id="root"></div></body></html>';

/** The CSP as directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return new Map(
    value!.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
      const [name, ...sources] = d.split(/\s+/);
      return [name!, sources];
    }),
  );
}

function webRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'hs-web-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'app.js'), 'console.log(1)');
  mkdirSync(join(root, 'images', 'products'), { recursive: true });
  writeFileSync(join(root, 'images', 'products', 'kit-1.webp'), 'RIFF');
  return root;
}

describe('security headers over http (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: webRoot(), tebex: { publicToken: 'x', headlessUrl: 'https://headless.tebex.io' } });
  });
  afterAll(() => t.close());

  it('a page gets a CSP allowing only its own scripts and Tebex.js, and no framing', async () => {
    for (const path of ['/', '/objets/pack_luxe']) {
      const r = await t.app.request(`http://localhost${path}`);
      expect(r.status).toBe(200);
      const policy = csp(r.headers);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", 'https://js.tebex.io']);
      expect(policy.get('frame-src')).toContain('https://pay.tebex.io');
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:']));
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://headless.tebex.io']);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      for (const [name, sources] of policy) {
        if (name !== 'style-src-attr') expect(sources, name).not.toContain("'unsafe-inline'");
        expect(sources, name).not.toContain("'unsafe-eval'");
      }
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(r.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('API answers, errors included, get nosniff and the referrer policy', async () => {
    for (const [path, status] of [['/api/shopVer', 200], ['/api/whoAmI', 401], ['/api/nope', 404], ['/config.json', 200]] as const) {
      const r = await t.app.request(`http://localhost${path}`);
      expect(r.status, path).toBe(status);
      expect(r.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(r.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const refused = await t.call('/api/logout', { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('files get nosniff', async () => {
    const r = await t.app.request('http://localhost/app.js');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("images let other origins' pages time them (the game's page measures its largest paint); other files do not", async () => {
    const image = await t.app.request('http://localhost/images/products/kit-1.webp');
    expect(image.status).toBe(200);
    expect(image.headers.get('timing-allow-origin')).toBe('*');
    expect((await t.app.request('http://localhost/app.js')).headers.get('timing-allow-origin')).toBeNull();
  });

  it('the sandbox checkout page can still be framed by the shop', async () => {
    const r = await t.app.request('http://localhost/sandbox/checkout/nope');
    expect(r.headers.get('content-security-policy') ?? '').not.toContain('frame-ancestors');
  });
});

describe('security headers over https (PUBLIC_URL https)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webRoot: webRoot(), publicUrl: 'https://boutique.example', sandbox: false, allowedOrigins: [] });
  });
  afterAll(() => t.close());

  it('pages and API answers get Strict-Transport-Security', async () => {
    for (const path of ['/', '/api/shopVer']) {
      const r = await t.app.request(`http://localhost${path}`);
      expect(r.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{7,}/);
    }
  });

  it('connect-src names the configured Tebex Headless origin (the default one without the sandbox)', async () => {
    const policy = csp((await t.app.request('http://localhost/')).headers);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://headless.tebex.io']);
    expect(policy.get('frame-src')).toEqual(['https://pay.tebex.io']);
  });
});
