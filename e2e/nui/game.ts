// A page that plays the game around the NUI file: it stubs invokeNative and
// GetParentResourceName, answers the NUI callbacks and sends {action, data}.
import type { Page } from '@playwright/test';

import { pathToFileURL } from 'node:url';

export const NUI_FILE = process.env.E2E_NUI_FILE
  ? pathToFileURL(process.env.E2E_NUI_FILE).href
  : new URL('../../dist/nui/index.html', import.meta.url).href;
export const RESOURCE = 'hurricane_shop';

export interface GameRecorder {
  callbacks: { name: string; body: unknown }[];
  natives(): Promise<unknown[][]>;
  send(action: string, data?: unknown): Promise<void>;
}

export async function openInGame(page: Page, { hash = '#/', config = {} as Record<string, unknown> } = {}): Promise<GameRecorder> {
  const callbacks: GameRecorder['callbacks'] = [];
  await page.addInitScript((resource) => {
    const calls: unknown[][] = [];
    Object.assign(window, {
      __natives: calls,
      GetParentResourceName: () => resource,
      invokeNative: (...args: unknown[]) => calls.push(args),
    });
  }, RESOURCE);
  await page.route(`https://${RESOURCE}/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    callbacks.push({ name, body: route.request().postDataJSON() });
    await route.fulfill({ contentType: 'application/json', body: name === 'ready' ? JSON.stringify(config) : '{}' });
  });
  await page.goto(NUI_FILE + hash);
  const send = (action: string, data?: unknown) => page.evaluate((message) => window.postMessage(message, '*'), { action, data });
  return {
    callbacks,
    natives: () => page.evaluate(() => (window as unknown as { __natives: unknown[][] }).__natives),
    send,
  };
}

export const API = 'http://api.test';

export type Answers = Record<string, { status?: number; body: unknown }>;

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
      'Access-Control-Allow-Headers': 'content-type, gameserver',
      'Content-Type': 'application/json',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers });
    const url = new URL(request.url());
    used.push(`${request.method()} ${url.pathname}${url.search}`);
    const key = `${request.method()} ${url.pathname}`;
    const answer = (loggedIn && afterLogin[key]) || answers[key] || { status: 404, body: { error: 'Introuvable' } };
    if (key === 'POST /api/loginGame' && (answer.status ?? 200) === 200) loggedIn = true;
    await route.fulfill({ status: answer.status ?? 200, headers, body: JSON.stringify(answer.body) });
  });
  return used;
}
