// A page that plays the game around the NUI file: it stubs invokeNative and
// GetParentResourceName, answers the NUI callbacks and sends {action, data}.
import type { Frame, Page } from '@playwright/test';

import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SETTINGS } from '../../server/services/default-settings';
import { shopIdentity } from '../../src/domain/identity-from-settings';

export const NUI_FILE = process.env.E2E_NUI_FILE
  ? pathToFileURL(process.env.E2E_NUI_FILE).href
  : new URL('../../dist/nui/index.html', import.meta.url).href;
export const RESOURCE = 'hurricane_shop';

export interface GameRecorder {
  callbacks: { name: string; body: unknown }[];
  natives(): Promise<unknown[][]>;
  send(action: string, data?: unknown): Promise<void>;
}

/** Answers the page's NUI callbacks (https://<resource>/<name>) like the client script: `ready` with the config. */
async function answerNuiCallbacks(page: Page, config: Record<string, unknown>, callbacks: GameRecorder['callbacks'], answers: Record<string, unknown> = {}) {
  await page.route(`https://${RESOURCE}/**`, async (route) => {
    const request = route.request();
    // FiveM whitelists the resource's frame for its callbacks; a framed page needs CORS here.
    const headers = { 'Access-Control-Allow-Origin': request.headers().origin ?? '*', 'Access-Control-Allow-Headers': 'content-type' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const name = new URL(request.url()).pathname.slice(1);
    callbacks.push({ name, body: request.postDataJSON() });
    await route.fulfill({ headers, contentType: 'application/json', body: JSON.stringify(name === 'ready' ? config : (answers[name] ?? {})) });
  });
}

/**
 * The NUI file as the top page (outside FiveM's root): unframed, the page itself is
 * its game channel, so `send` posts from the page (`window.postMessage`).
 */
export async function openInGame(
  page: Page,
  { hash = '#/', config = {} as Record<string, unknown>, answers = {} as Record<string, unknown> } = {},
): Promise<GameRecorder> {
  const callbacks: GameRecorder['callbacks'] = [];
  await page.addInitScript((resource) => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      __natives: calls,
      GetParentResourceName: () => resource,
      invokeNative: (...args: unknown[]) => calls.push(args),
    });
  }, RESOURCE);
  await answerNuiCallbacks(page, config, callbacks, answers);
  await page.goto(NUI_FILE + hash);
  const send = (action: string, data?: unknown) => page.evaluate((message) => window.postMessage(message, '*'), { action, data });
  return {
    callbacks,
    natives: () => page.evaluate(() => (window as unknown as { __natives: unknown[][] }).__natives),
    send,
  };
}

/** Where FiveM's NUI root page frames a resource's ui_page (cerulean manifests). */
export const NUI_FRAME_URL = `https://cfx-nui-${RESOURCE}/html/index.html`;
/** Stands for nui://game/ui/root.html, which Playwright cannot serve. */
export const ROOT_URL = 'https://root.test/';
/** Another origin's frame beside the shop's, as another resource's page would be. */
export const SIBLING_URL = 'https://evil.example/';

export interface FramedGame {
  callbacks: GameRecorder['callbacks'];
  /** The shop's frame. */
  nui: Frame;
  /** The sibling frame of another origin. */
  sibling: Frame;
  /** Posts as FiveM's root page relays SendNUIMessage: frame.contentWindow.postMessage(data, '*'). */
  send(action: string, data?: unknown): Promise<void>;
  /** Posts from the sibling frame to the shop's frame: parent.frames[0].postMessage(data, '*'). */
  sendFromSibling(action: string, data?: unknown): Promise<void>;
}

/**
 * FiveM's layout: a root page that frames the resource's page and, beside it,
 * another origin's page. `rootSendsAfterLoad` is posted by the root `delayMs`
 * after the shop's frame has loaded.
 */
export async function openFramedInGame(
  page: Page,
  { hash = '#/', config = {} as Record<string, unknown>, rootSendsAfterLoad = null as { delayMs: number; message: unknown } | null } = {},
): Promise<FramedGame> {
  const callbacks: FramedGame['callbacks'] = [];
  await page.addInitScript((resource) => {
    // FiveM defines GetParentResourceName in the resource's frame only.
    if (location.hostname === `cfx-nui-${resource}`) Object.assign(window, { GetParentResourceName: () => resource, invokeNative: () => {} });
  }, RESOURCE);
  await answerNuiCallbacks(page, config, callbacks);
  const nuiHtml = readFileSync(fileURLToPath(NUI_FILE), 'utf8');
  const later = rootSendsAfterLoad
    ? `<script>const nui = document.getElementById('nui'); nui.addEventListener('load', () => setTimeout(() => nui.contentWindow.postMessage(${JSON.stringify(rootSendsAfterLoad.message)}, '*'), ${rootSendsAfterLoad.delayMs}), { once: true });</script>`
    : '';
  const pages: Record<string, string> = {
    [ROOT_URL]: `<!doctype html><html><body style="margin:0"><iframe id="nui" name="${RESOURCE}" src="${NUI_FRAME_URL}${hash}" style="border:0;width:100vw;height:90vh"></iframe><iframe id="sibling" src="${SIBLING_URL}" style="border:0;width:100vw;height:8vh"></iframe>${later}</body></html>`,
    [NUI_FRAME_URL]: nuiHtml,
    [SIBLING_URL]: '<!doctype html><html><body>autre ressource</body></html>',
  };
  for (const [url, body] of Object.entries(pages)) {
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }));
  }
  await page.goto(ROOT_URL);
  const nui = page.frame({ url: (url) => url.href.startsWith(NUI_FRAME_URL) });
  const sibling = page.frame({ url: SIBLING_URL });
  if (!nui || !sibling) throw new Error('the root page did not frame the shop and its sibling');
  return {
    callbacks,
    nui,
    sibling,
    send: (action, data) => page.evaluate((message) => (document.getElementById('nui') as HTMLIFrameElement).contentWindow!.postMessage(message, '*'), { action, data }),
    sendFromSibling: (action, data) => sibling.evaluate((message) => window.parent.frames[0]!.postMessage(message, '*'), { action, data }),
  };
}

/** Hurricane's identity, as the demo data's settings give it. */
const HURRICANE = shopIdentity(DEFAULT_SETTINGS);

/** Like the real server, a catalogue comes with the shop's identity: Hurricane's, unless the answer sets one. */
function withIdentity(key: string, answer: Answers[string]): Answers[string] {
  const body = answer.body as { shopData?: unknown; identity?: unknown } | null;
  if (key !== 'GET /api/shopVer' || !body?.shopData || body.identity) return answer;
  return { ...answer, body: { ...body, identity: HURRICANE } };
}

/** The own API, https like every API the in-game page accepts. */
export const API = 'https://api.test';

export type Answers = Record<string, { status?: number; body: unknown; delayMs?: number }>;

/**
 * The shop's real server behind https://api.test (the game's https page may not call
 * http://localhost): its answers, unchanged, as it gives them to the game's origin.
 */
export async function realApi(page: Page, serverUrl: string) {
  await page.route(`${API}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await route.fetch({ url: `${serverUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/**
 * The own API, played by the page: the in-game file has no server of its own here.
 * Like the real server, a successful loginGame opens a session that whoAmI then sees.
 */
export async function fakeApi(page: Page, answers: Answers, afterLogin: Answers = {}) {
  let loggedIn = false;
  const used: string[] = [];
  await page.route(`${API}/**`, async (route) => {
    const request = route.request();
    const headers = {
      'Access-Control-Allow-Origin': request.headers().origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Headers': 'content-type, gameserver, idempotency-key',
      'Content-Type': 'application/json',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const url = new URL(request.url());
    used.push(`${request.method()} ${url.pathname}${url.search}`);
    const key = `${request.method()} ${url.pathname}`;
    const answer = withIdentity(key, (loggedIn && afterLogin[key]) || answers[key] || { status: 404, body: { error: 'Introuvable' } });
    if (key === 'POST /api/loginGame' && (answer.status ?? 200) === 200) loggedIn = true;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await route.fulfill({ status: answer.status ?? 200, headers, body: JSON.stringify(answer.body) });
  });
  return used;
}
