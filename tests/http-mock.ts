// The one way tests answer the shop's HTTP calls: by method and path, recording each
// call. An answer is a status and a JSON body (or raw text), or a handler that may
// also wait, throw (a network failure) or never settle.
import { vi } from 'vitest';
import { createHttp, type Http } from '../src/api/http';
import { main } from '../src/state/main-store';

export interface Answer {
  status?: number;
  body?: unknown;
  /** A body that is not JSON (an HTML error page, …). */
  raw?: string;
  /** Headers besides its Content-Type. */
  headers?: Record<string, string>;
}
export interface Call {
  path: string;
  url: URL;
  /** The address exactly as the shop asked for it. */
  href: string;
  init: RequestInit;
  json: unknown;
}
export type Handler = (request: Call) => Answer | Promise<Answer>;

/** A JSON response, for tests that hand one to the code directly. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces `fetch`: `'GET /api/x'` keys answer; an unknown route is a 404. Undo with vi.unstubAllGlobals(). */
export function mockApi(routes: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = String(input);
    const url = new URL(href, 'http://shop.test');
    const call: Call = { path: url.pathname, url, href, init, json: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer) return new Response('{}', { status: 404 });
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json', ...answer.headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** The shop's HTTP client as the boot builds it, on the page's origin. */
export const testHttp = (baseUrl = ''): Http => createHttp({ baseUrl, gameServer: () => main.selectedServer });
