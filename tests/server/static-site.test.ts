import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageExtras } from '../../server/http/static-site';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('web pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'hs-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<html><head><title>Hurricane</title></head><body></body></html>');
    writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
    t = await createTestApp({ webRoot });
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
    }
  });

  it("the home preloads the first best seller's image, its largest paint; other pages do not", async () => {
    const { shopData } = await (await t.app.request('http://localhost/api/shopVer')).json();
    const image = shopData.products.find((p: { itemId: string }) => p.itemId === shopData.bestSeller[0]).images[0];
    const home = await (await t.app.request('http://localhost/')).text();
    expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${image}">`);
    expect(await (await t.app.request('http://localhost/objets')).text()).not.toContain('rel="preload"');
  });

  it('files are served as they are, and the API is not a page', async () => {
    expect(await (await t.app.request('http://localhost/app.js')).text()).toBe('console.log(1)');
    expect((await t.app.request('http://localhost/api/nope')).status).toBe(404);
  });

  it('no configured value can close the script element', () => {
    const html = withPageExtras('<head></head>', {
      inline: { 'shop-config': { communityChatUrl: 'https://x.example/</script><script>alert(1)</script>' } },
      preloadImages: ['/images/a.webp"><script>alert(2)</script>'],
    });
    expect(html).not.toContain('</script><script>');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('\\u003c/script>');
  });
});
