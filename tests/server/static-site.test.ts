import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withPageExtras } from '../../server/http/static-site';
import { IMAGE_SLOTS } from '../../src/domain/image-variants';
import { prerender } from '../../targets/web/prerender';
import { createTestApp, type TestApp } from './helpers/test-app';

const INDEX = '<html><head><title>Hurricane</title></head><body><div id="root"></div></body></html>';
/** A built script, named by its hash, with the .gz the build writes beside it. */
const BUILT = { path: 'assets/start-Ab12Cd34.js', code: 'export const shop = "Hurricane";'.repeat(40) };
const TAKES_ALL = { 'Accept-Encoding': 'gzip, deflate, br' };

describe('web pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'hs-web-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, BUILT.path), BUILT.code);
    writeFileSync(join(webRoot, `${BUILT.path}.gz`), gzipSync(BUILT.code));
    t = await createTestApp({ webRoot, prerender });
  });
  afterAll(() => t.close());

  it('every page address answers the page with its runtime config and the catalogue inline', async () => {
    const shopVer = await (await t.app.request('http://localhost/api/shopVer')).json();
    for (const path of ['/', '/objets/pack_luxe', '/index.html']) {
      const response = await t.app.request(`http://localhost${path}`);
      const html = await response.text();
      const inline = (id: string) => JSON.parse(new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)![1]!);
      expect(inline('shop-config')).toMatchObject({ apiBaseUrl: '', webShopUrl: 'http://localhost' });
      expect(inline('shop-catalogue')).toEqual(shopVer);
      // After the first paint's markup: the browser paints it before it reads the data.
      expect(html.indexOf('<script id="shop-catalogue"')).toBeGreaterThan(html.indexOf('<div id="root">'));
    }
  });

  it("a session's page carries its account (private, not cached by others); a visitor's none", async () => {
    const cookie = await t.login();
    const page = await t.app.request('http://localhost/daily-shop', { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(page.headers.get('Cache-Control')).toBe('private, no-cache');
    const account = JSON.parse(/<script id="shop-account" type="application\/json">(.*?)<\/script>/.exec(html)![1]!);
    expect(account).toMatchObject({ username: 'demo', shopTokens: expect.any(Number) });
    expect(await (await t.app.request('http://localhost/daily-shop')).text()).not.toContain('shop-account');
  });

  it("the home preloads the first best seller's image, its largest paint, at the carousel's widths; other pages do not", async () => {
    const { shopData } = await (await t.app.request('http://localhost/api/shopVer')).json();
    const image: string = shopData.products.find((p: { itemId: string }) => p.itemId === shopData.bestSeller[0]).images[0];
    const home = await (await t.app.request('http://localhost/')).text();
    const base = image.replace(/\.webp$/, '');
    const srcset = `${base}.w320.webp 320w, ${base}.w480.webp 480w, ${base}.w800.webp 800w, ${base}.w1200.webp 1200w`;
    expect(home).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${image}" imagesrcset="${srcset}" imagesizes="${IMAGE_SLOTS.wide.sizes}">`,
    );
    expect(await (await t.app.request('http://localhost/objets')).text()).not.toContain('fetchpriority="high"');
  });

  it("a page comes with its first paint, rendered from the catalogue: the home's best seller, a category's products", async () => {
    const { shopData } = await (await t.app.request('http://localhost/api/shopVer')).json();
    const named = (itemId: string) => shopData.products.find((p: { itemId: string }) => p.itemId === itemId).name as string;
    const home = await (await t.app.request('http://localhost/')).text();
    expect(home).toContain('<div id="root"><div inert>');
    expect(home).toContain(named(shopData.bestSeller[0]));
    const vehicle = shopData.products.find((p: { category: string }) => p.category === 'vehicle');
    expect(await (await t.app.request('http://localhost/vehicules')).text()).toContain(vehicle.name);
  });

  it('a page comes in the settings\' default language, or the one its address asks for among those offered', async () => {
    const french = await (await t.app.request('http://localhost/')).text();
    expect(french).toContain('<html lang="fr"');
    expect(french).toContain('ABONNEMENTS');
    const english = await (await t.app.request('http://localhost/?lang=en')).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain('SUBSCRIPTIONS');
    expect(await (await t.app.request('http://localhost/?lang=de')).text()).toContain('<html lang="fr"');
  });

  it("a logged-in player's page is rendered with the account, and kept by no shared cache", async () => {
    const cookie = await t.login();
    const response = await t.app.request('http://localhost/', { headers: { Cookie: cookie } });
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain('12’500');
    expect(html).not.toContain('>Connexion<');
  });

  it('a page whose first paint fails to render still starts, empty', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'hs-web-'));
    writeFileSync(join(webRoot, 'index.html'), INDEX);
    const failing = await createTestApp({ webRoot, prerender: () => Promise.reject(new Error('render failed')) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = await (await failing.app.request('http://localhost/')).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<script id="shop-catalogue"');
    expect(errors).toHaveBeenCalledWith('[page] / not prerendered', expect.any(Error));
    errors.mockRestore();
    await failing.close();
  });

  it('files are served as they are, and the API is not a page', async () => {
    expect(await (await t.app.request('http://localhost/app.js')).text()).toBe('console.log(1)');
    expect((await t.app.request('http://localhost/api/nope')).status).toBe(404);
  });

  it('pages and the catalogue travel in gzip to a client that takes it, and whole to one that does not', async () => {
    for (const path of ['/', '/objets', '/api/shopVer']) {
      const whole = await t.app.request(`http://localhost${path}`);
      expect(whole.headers.get('Content-Encoding')).toBeNull();
      const zipped = await t.app.request(`http://localhost${path}`, { headers: TAKES_ALL });
      expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
      const sent = Buffer.from(await zipped.arrayBuffer());
      const text = gunzipSync(sent).toString('utf8');
      expect(text).toBe(await whole.text());
      expect(sent.length).toBeLessThan(text.length / 3);
    }
    // A short answer (the catalogue is current) goes as it is: gzip would not make it shorter.
    const { shopVer } = await (await t.app.request('http://localhost/api/shopVer')).json();
    const current = await t.app.request(`http://localhost/api/shopVer?version=${shopVer}`, { headers: TAKES_ALL });
    expect(current.headers.get('Content-Encoding')).toBeNull();
    expect(await current.json()).toEqual({ shopVer });
  });

  it('a built file goes as compressed at build time, and is kept for good: its name changes with its content', async () => {
    const gz = await t.app.request(`http://localhost/${BUILT.path}`, { headers: TAKES_ALL });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BUILT.code);
    expect(gz.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.request(`http://localhost/${BUILT.path}`);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(BUILT.code);
    // A missing one is no page, and not kept.
    const missing = await t.app.request('http://localhost/assets/start-00000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBeNull();
  });

  it('no configured value can close the script element', () => {
    const html = withPageExtras('<head></head><body></body>', {
      inline: { 'shop-config': { communityChatUrl: 'https://x.example/</script><script>alert(1)</script>' } },
      preloadImages: [{ href: '/images/a.webp"><script>alert(2)</script>', sizes: '100vw' }],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('\\u003c/script>');
  });

  it("inserts values as they are: a $ in them is not a replacement pattern", () => {
    const html = withPageExtras('<head></head><body><div id="root"></div></body>', { inline: { c: { text: "$' $& $$" } }, root: '<p>$&</p>' });
    expect(html).toContain(`{"text":"$' $& $$"}</script></body>`);
    expect(html).toContain('<div id="root"><p>$&</p></div>');
  });

  it("takes the shop's title, icon and colours from its settings, escaped", () => {
    const page = '<html lang="fr"><head><title>Hurricane Boutique</title><link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48" /></head></html>';
    const html = withPageExtras(page, { inline: {}, brand: { title: 'Atlas <RP> & co', icon: '/images/uploads/logo.png', style: '--accent:#2563eb' } });
    expect(html).toContain('<html lang="fr" style="--accent:#2563eb">');
    expect(html).toContain('<title>Atlas &lt;RP> &amp; co</title>');
    expect(html).toContain('<link rel="icon" href="/images/uploads/logo.png" />');
    expect(withPageExtras(page, { inline: {}, brand: { title: 'Atlas', icon: null, style: '' } })).toContain('href="/favicon.ico"');
  });
});
