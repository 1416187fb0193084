import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withInlineConfig } from '../../server/http/static-site';
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

  it('every page address answers the page with its runtime config inline', async () => {
    for (const path of ['/', '/objets/pack_luxe', '/index.html']) {
      const response = await t.app.request(`http://localhost${path}`);
      const html = await response.text();
      const json = /<script id="shop-config" type="application\/json">(.*?)<\/script><\/head>/.exec(html)?.[1];
      expect(JSON.parse(json!)).toMatchObject({ apiBaseUrl: '', webShopUrl: 'http://localhost' });
    }
  });

  it('files are served as they are, and the API is not a page', async () => {
    expect(await (await t.app.request('http://localhost/app.js')).text()).toBe('console.log(1)');
    expect((await t.app.request('http://localhost/api/nope')).status).toBe(404);
  });

  it('no configured value can close the script element', () => {
    const html = withInlineConfig('<head></head>', { communityChatUrl: 'https://x.example/</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});
