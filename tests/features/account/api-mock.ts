// Answers the shop's fetch calls by path, and records them.
import { vi } from 'vitest';
import type { Account } from '../../../src/api/contract/account';
import { mainDefaults, main } from '../../../src/state/main-store';
import { ui, uiDefaults } from '../../../src/state/ui-store';
import { loginPanel } from '../../../src/features/account/login-state';

export interface Answer {
  status?: number;
  body?: unknown;
}
export type Handler = (request: { url: URL; init: RequestInit; json: unknown }) => Answer | Promise<Answer>;

export const demoAccount: Account = {
  id: '1', username: 'demo', avatarUrl: null, rank: 'gold', shopTokens: 12500, group: 'user', discordId: '123',
};

export function mockApi(routes: Record<string, Handler | Answer>) {
  const calls: { path: string; init: RequestInit; json: unknown; url: URL }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const json = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, init, json, url });
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route({ url, init, json }) : route;
    if (!answer) return new Response('{}', { status: 404 });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Fresh stores for each test. */
export function resetStores() {
  Object.assign(main, mainDefaults());
  Object.assign(ui, uiDefaults());
  loginPanel.error = null;
}
