// The server of `npm run dev:nui` (development only, never built nor shipped): the
// harness page that plays the game, the NUI file with the game's shim injected, the
// ShopConfig the reference server gives, and login tokens minted on it the way the
// resource's server.lua does.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';

export interface HarnessOptions {
  /** The built NUI page (dist/nui/index.html), read on each request: a rebuild shows on reload. */
  nuiFile: string;
  /** 0: a free port. */
  port?: number;
  host?: string;
  /** The reference server (`npm start`): its /config.json and /api/admin/gameToken. */
  shopUrl?: string;
  /** Its SERVER_SECRET (a development server with the sandbox accepts the public one). */
  serverSecret?: string;
}

export interface Harness {
  url: string;
  close(): Promise<void>;
}

/** The public development secret of server/http/server-secret.ts. */
export const DEV_SERVER_SECRET = 'dev-server-secret';
export const DEFAULT_SHOP_URL = 'http://localhost:4173';

/** What server.lua sends the page (loginFailed) when no token could be had. */
export const FAILED = {
  busy: 'Trop de demandes de connexion : réessayez dans quelques secondes.',
  down: 'La boutique ne répond pas : réessayez dans un instant.',
  refused: 'La boutique a refusé la connexion depuis le jeu : réessayez dans un instant.',
};
const TOKEN_COOLDOWN_MS = 5000;
const GAME_SERVERS = ['hurricane', 'hurricane_fa'];

const asset = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** The NUI file with the shim as the first thing in <head>: it runs before the page's module. */
export function injectShim(html: string, shim: string): string {
  const tag = `<script>${shim}</script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

const withTimeout = (ms: number) => AbortSignal.timeout(ms);

/** The reference server's ShopConfig, its API and web shop made absolute; the build defaults when it does not answer. */
async function readyConfig(shopUrl: string): Promise<{ source: 'shop' | 'defaults'; config: Record<string, unknown> }> {
  try {
    const response = await fetch(`${shopUrl}/config.json`, { signal: withTimeout(1500) });
    if (!response.ok) throw new Error(String(response.status));
    const config = (await response.json()) as Record<string, unknown>;
    return { source: 'shop', config: { ...config, apiBaseUrl: config.apiBaseUrl || shopUrl } };
  } catch {
    return { source: 'defaults', config: { ...DEFAULT_CONFIG, apiBaseUrl: shopUrl, webShopUrl: shopUrl } };
  }
}

/** Whether the reference server answers, and lets the harness's origin call its API (ALLOWED_ORIGINS). */
async function shopStatus(shopUrl: string, origin: string) {
  try {
    const response = await fetch(`${shopUrl}/api/shopVer`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
      signal: withTimeout(1500),
    });
    return { shopUrl, origin, reachable: true, originAllowed: response.status === 204 };
  } catch {
    return { shopUrl, origin, reachable: false, originAllowed: false };
  }
}

interface TokenRequest {
  license?: unknown;
  name?: unknown;
  username?: unknown;
  serverId?: unknown;
}

/** server.lua's mintToken: one request per license per 5 s (later ones wait their turn), French failures. */
function tokenMinter(shopUrl: string, secret: string) {
  const nextTurn = new Map<string, number>();
  return async (request: TokenRequest): Promise<{ token: string } | { error: string; detail: string }> => {
    const license = typeof request.license === 'string' && request.license ? request.license : 'license:dev-nui';
    const now = Date.now();
    const turn = Math.max(now, nextTurn.get(license) ?? 0);
    nextTurn.set(license, turn + TOKEN_COOLDOWN_MS);
    if (turn > now) await new Promise((resolve) => setTimeout(resolve, turn - now));
    const body = {
      license,
      ...(typeof request.name === 'string' && request.name ? { name: request.name } : {}),
      ...(typeof request.username === 'string' && request.username ? { username: request.username } : {}),
    };
    const serverId = typeof request.serverId === 'string' && GAME_SERVERS.includes(request.serverId) ? request.serverId : 'hurricane_fa';
    try {
      const response = await fetch(`${shopUrl}/api/admin/gameToken`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Server-Secret': secret, gameServer: serverId },
        body: JSON.stringify(body),
        signal: withTimeout(5000),
      });
      const answer = (await response.json().catch(() => null)) as { token?: unknown; error?: unknown } | null;
      if (response.ok && typeof answer?.token === 'string') return { token: answer.token };
      const detail = `POST ${shopUrl}/api/admin/gameToken: ${response.status} ${JSON.stringify(answer?.error ?? answer)}`;
      if (response.status === 429) {
        nextTurn.set(license, Date.now() + TOKEN_COOLDOWN_MS);
        return { error: typeof answer?.error === 'string' ? answer.error : FAILED.busy, detail };
      }
      return { error: response.status >= 500 ? FAILED.down : FAILED.refused, detail };
    } catch (error) {
      return { error: FAILED.down, detail: `${shopUrl} ne répond pas (${(error as Error).message}) : lancez npm start.` };
    }
  };
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}
const sendJson = (res: ServerResponse, status: number, body: unknown) => send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 10_000) throw new Error('too large');
  }
  return JSON.parse(text || '{}');
}

/** Starts the harness; `url` is where to open it. */
export async function startHarness(options: HarnessOptions): Promise<Harness> {
  const shopUrl = (options.shopUrl ?? DEFAULT_SHOP_URL).replace(/\/+$/, '');
  const mint = tokenMinter(shopUrl, options.serverSecret ?? DEV_SERVER_SECRET);
  const host = options.host ?? 'localhost';

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://harness').pathname;
      const origin = `http://${req.headers.host ?? `localhost`}`;
      if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
        return send(res, 200, 'text/html; charset=utf-8', await readFile(asset('index.html'), 'utf8'));
      }
      if (req.method === 'GET' && path === '/harness.js') {
        return send(res, 200, 'text/javascript; charset=utf-8', await readFile(asset('harness.js'), 'utf8'));
      }
      if (req.method === 'GET' && path === '/nui/index.html') {
        const html = await readFile(options.nuiFile, 'utf8').catch(() => null);
        if (html === null) return send(res, 404, 'text/plain; charset=utf-8', `NUI file missing: ${options.nuiFile} (npm run build:nui)`);
        return send(res, 200, 'text/html; charset=utf-8', injectShim(html, await readFile(asset('shim.js'), 'utf8')));
      }
      if (req.method === 'GET' && path === '/harness/config') return sendJson(res, 200, await readyConfig(shopUrl));
      if (req.method === 'GET' && path === '/harness/status') return sendJson(res, 200, await shopStatus(shopUrl, origin));
      if (req.method === 'POST' && path === '/harness/game-token') {
        // Only the harness page: a JSON body (never a plain form) from its own origin.
        const sameOrigin = req.headers.origin === undefined || req.headers.origin === origin;
        if (!sameOrigin || !req.headers['content-type']?.startsWith('application/json')) return sendJson(res, 403, { error: 'Origine refusée.' });
        const body = await readJson(req).catch(() => null);
        if (typeof body !== 'object' || body === null) return sendJson(res, 400, { error: 'JSON attendu.' });
        return sendJson(res, 200, await mint(body as TokenRequest));
      }
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', String(error));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
