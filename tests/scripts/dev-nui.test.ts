// @vitest-environment node
// `npm run dev:nui`: the harness server (page, NUI file with the game's shim, config and
// tokens from the reference server) and the shim that carries NUI callbacks to the harness.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILED, injectShim, startHarness, type Harness } from '../../scripts/dev-nui/server';

const NUI_HTML = '<!doctype html>\n<html lang="fr">\n  <head>\n    <title>NUI</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>';
const shimSource = () => readFile(new URL('../../scripts/dev-nui/shim.js', import.meta.url), 'utf8');

/** The reference server's few routes the harness uses. */
function fakeShop() {
  const minted: { body: unknown; secret: unknown; gameServer: unknown }[] = [];
  let allowedOrigin = '';
  const server = createServer((req, res) => {
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    if (req.method === 'GET' && req.url === '/config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ apiBaseUrl: '', webShopUrl: origin, communityChatUrl: 'https://discord.gg/x' }));
    }
    if (req.method === 'OPTIONS' && req.url === '/api/shopVer') {
      res.writeHead(req.headers.origin === allowedOrigin ? 204 : 403);
      return res.end();
    }
    if (req.method === 'POST' && req.url === '/api/admin/gameToken') {
      let text = '';
      req.on('data', (chunk) => (text += String(chunk)));
      req.on('end', () => {
        minted.push({ body: JSON.parse(text), secret: req.headers['x-server-secret'], gameServer: req.headers.gameserver });
        const ok = req.headers['x-server-secret'] === 'dev-server-secret';
        res.writeHead(ok ? 200 : 403, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(ok ? { token: `jeton-${minted.length}`, expiresIn: 60 } : { error: 'Secret du serveur invalide.' }));
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  return { server, minted, allow: (origin: string) => (allowedOrigin = origin) };
}

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, 'localhost', () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)));

describe('the harness server', () => {
  let dir: string;
  let harness: Harness;
  let shop: ReturnType<typeof fakeShop>;
  let shopUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dev-nui-'));
    await writeFile(join(dir, 'index.html'), NUI_HTML);
    shop = fakeShop();
    shopUrl = await listen(shop.server);
    harness = await startHarness({ nuiFile: join(dir, 'index.html'), port: 0, shopUrl });
  });
  afterAll(async () => {
    await harness.close();
    shop.server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (path: string) => fetch(new URL(path, harness.url));
  const mint = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL('/harness/game-token', harness.url), { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('serves the harness page and its script', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<iframe id="nui"');
    expect(html).toContain('<script src="/harness.js">');
    const script = await get('/harness.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("case 'ready':");
  });

  it('serves the NUI file with the shim first in <head>, the page otherwise unchanged', async () => {
    const response = await get('/nui/index.html?start=1');
    expect(response.status).toBe(200);
    const html = await response.text();
    const shim = await shimSource();
    expect(html).toBe(NUI_HTML.replace('<head>', `<head><script>${shim}</script>`));
    expect(shim).not.toMatch(/<\/script/i);
  });

  it('answers 404 with a hint when the NUI file is missing', async () => {
    const missing = await startHarness({ nuiFile: join(dir, 'absent.html'), port: 0, shopUrl });
    try {
      const response = await fetch(new URL('/nui/index.html', missing.url));
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('npm run build:nui');
    } finally {
      await missing.close();
    }
  });

  it('gives the reference server config for `ready`, its API made absolute', async () => {
    const answer = await (await get('/harness/config')).json();
    expect(answer).toEqual({ source: 'shop', config: { apiBaseUrl: shopUrl, webShopUrl: shopUrl, communityChatUrl: 'https://discord.gg/x' } });
  });

  it('says whether the reference server lets the harness origin call its API', async () => {
    const origin = harness.url.replace(/\/$/, '');
    expect(await (await get('/harness/status')).json()).toEqual({ shopUrl, origin, reachable: true, originAllowed: false });
    shop.allow(origin);
    expect(await (await get('/harness/status')).json()).toMatchObject({ reachable: true, originAllowed: true });
  });

  it('mints tokens on the reference server as server.lua does', async () => {
    const answer = await (await mint({ license: 'license:abc', name: 'Testeur', username: 'demo', serverId: 'hurricane' })).json();
    expect(answer).toEqual({ token: 'jeton-1' });
    expect(shop.minted[0]).toEqual({
      body: { license: 'license:abc', name: 'Testeur', username: 'demo' },
      secret: 'dev-server-secret',
      gameServer: 'hurricane',
    });
  });

  it('refuses token requests from another origin or not in JSON', async () => {
    expect((await mint({}, { Origin: 'https://evil.example' })).status).toBe(403);
    const form = await fetch(new URL('/harness/game-token', harness.url), { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(403);
  });

  it('falls back to the build defaults, and loginFailed texts, when the reference server is down', async () => {
    const down = await startHarness({ nuiFile: join(dir, 'index.html'), port: 0, shopUrl: 'http://127.0.0.1:9' });
    try {
      const { source, config } = await (await fetch(new URL('/harness/config', down.url))).json();
      expect(source).toBe('defaults');
      expect(config).toMatchObject({ apiBaseUrl: 'http://127.0.0.1:9', webShopUrl: 'http://127.0.0.1:9', tebex: { publicToken: 'hurricane-public-token' } });
      expect(await (await fetch(new URL('/harness/status', down.url))).json()).toMatchObject({ reachable: false });
      const minted = await fetch(new URL('/harness/game-token', down.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(await minted.json()).toMatchObject({ error: FAILED.down });
    } finally {
      await down.close();
    }
  });
});

describe('the shim injected into the NUI file', () => {
  it('goes first in <head>, or first of all without one', () => {
    expect(injectShim('<html><head lang="x"><title>t</title></head></html>', 'S')).toBe('<html><head lang="x"><script>S</script><title>t</title></head></html>');
    expect(injectShim('<p>x</p>', 'S')).toBe('<script>S</script><p>x</p>');
  });

  it('names the resource the build lays out', async () => {
    const vite = await readFile(new URL('../../vite.config.nui.ts', import.meta.url), 'utf8');
    const resource = /const RESOURCE = '([^']+)'/.exec(vite)?.[1];
    expect(resource).toBeTruthy();
    expect(await shimSource()).toContain(`var RESOURCE = '${resource}'`);
  });

  /** The frame's window, its parent the harness page: what the shim posts to it. */
  async function framedWindow() {
    const posted: { message: Record<string, unknown>; ports: MessagePort[] }[] = [];
    const otherFetches: string[] = [];
    const window: Record<string, unknown> = {
      parent: { postMessage: (envelope: Record<string, unknown>, _origin: string, transfer: MessagePort[]) => posted.push({ message: envelope.__hurricaneHarness as Record<string, unknown>, ports: transfer }) },
      fetch: async (url: string) => (otherFetches.push(url), new Response('"api"')),
    };
    runInNewContext(await shimSource(), { window, MessageChannel, Response, URL });
    return { window, posted, otherFetches };
  }

  it('defines GetParentResourceName and relays invokeNative to the harness', async () => {
    const { window, posted } = await framedWindow();
    expect((window.GetParentResourceName as () => string)()).toBe('hurricane_shop');
    (window.invokeNative as (...args: string[]) => void)('openUrl', 'https://boutique.test/');
    expect(posted[0]?.message).toEqual({ kind: 'native', native: 'openUrl', args: ['https://boutique.test/'] });
  });

  it('carries a NUI callback to the harness and resolves with its answer', async () => {
    const { window, posted, otherFetches } = await framedWindow();
    const fetchNui = window.fetch as (url: string, init?: RequestInit) => Promise<Response>;
    const pending = fetchNui('https://hurricane_shop/ready', { method: 'POST', body: '{"a":1}' });
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.message).toEqual({ kind: 'callback', name: 'ready', body: '{"a":1}' });
    posted[0]!.ports[0]!.postMessage({ apiBaseUrl: 'http://localhost:4173' });
    expect(await (await pending).json()).toEqual({ apiBaseUrl: 'http://localhost:4173' });
    // Any other address is the page's own business.
    expect(await (await fetchNui('https://api.test/api/shopVer')).json()).toBe('api');
    expect(otherFetches).toEqual(['https://api.test/api/shopVer']);
  });

  it('does nothing in a page opened alone (outside the game)', async () => {
    const window: Record<string, unknown> = {};
    window.parent = window;
    runInNewContext(await shimSource(), { window });
    expect(window.GetParentResourceName).toBeUndefined();
  });
});
