import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, createHttp, type Http } from '../../src/api/http';
import { fr } from '../../src/i18n/fr';
import { main } from '../../src/state/main-store';
import { json, mockApi, testHttp } from '../http-mock';

const Answer = z.object({ ok: z.boolean() });

let http: Http;
beforeEach(() => {
  http = testHttp('https://api.example/');
  main.selectedServer = 'hurricane_fa';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('request', () => {
  it('sends credentials, the gameServer header, the query and a JSON body', async () => {
    main.selectedServer = 'hurricane';
    const { calls } = mockApi({ 'POST /api/x': { body: { ok: true } } });
    await expect(http.request(Answer, '/api/x', { method: 'POST', query: { a: '1', b: undefined }, json: { n: 2 } })).resolves.toEqual({ ok: true });
    const { href, init } = calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(href).toBe('https://api.example/api/x?a=1');
    expect(init.credentials).toBe('include');
    expect(headers.gameServer).toBe('hurricane');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"n":2}');
  });

  it('rejects an answer of the wrong shape with a French message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /api/x': { body: { ok: 'oui' } } });
    const error = await http.request(Answer, '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', message: fr.errors.invalidResponse });
  });

  it('carries the server text of a string error and its status', async () => {
    mockApi({ 'GET /api/login': { status: 401, body: { error: 'Identifiants invalides' } } });
    await expect(http.request(Answer, '/api/login')).rejects.toMatchObject({ message: 'Identifiants invalides', status: 401, kind: 'http' });
  });

  it('carries the message and shopTokensAmount of an object error', async () => {
    mockApi({ 'GET /api/buyProducts': { status: 400, body: { error: { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 120 } } } });
    await expect(http.request(Answer, '/api/buyProducts')).rejects.toMatchObject({
      message: "Vous n'avez pas assez de points boutique", detail: { object: true, shopTokensAmount: 120 }, status: 400,
    });
  });

  it('carries the purchase line a refusal names', async () => {
    mockApi({ 'POST /api/buyProducts': { status: 409, body: { error: 'Stock insuffisant pour « Montre en or ».', itemId: 'montre_or' } } });
    await expect(http.request(Answer, '/api/buyProducts', { method: 'POST' })).rejects.toMatchObject({ status: 409, detail: { itemId: 'montre_or' } });
  });

  it('gives a French text when the error body is not JSON', async () => {
    mockApi({ 'GET /api/x': { status: 502, raw: '<html>502</html>' } });
    await expect(http.request(Answer, '/api/x')).rejects.toMatchObject({ message: fr.errors.http(502), status: 502 });
  });

  it('times out with a French message', async () => {
    vi.useFakeTimers();
    mockApi({
      'GET /api/slow': ({ init }) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    });
    const outcome = http.request(Answer, '/api/slow', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: fr.errors.timeout, status: 0 });
  });

  it('reports a network failure in French', async () => {
    mockApi({ 'GET /api/x': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(http.request(Answer, '/api/x')).rejects.toMatchObject({ kind: 'network', message: fr.errors.network });
  });
});

describe('an answer the host asked for early (the in-game first catalogue)', () => {
  const early = (url: string, answer: Promise<Response>) => {
    let pending: Promise<Response> | undefined = answer;
    const prefetched = vi.fn((asked: string) => {
      if (asked !== url) return undefined;
      const taken = pending;
      pending = undefined;
      return taken;
    });
    return { prefetched, http: createHttp({ baseUrl: 'https://api.example', gameServer: () => main.selectedServer, prefetched }) };
  };

  it('is taken by the same GET without a game server, validated, once; the next call asks the network', async () => {
    main.selectedServer = null;
    const { calls } = mockApi({ 'GET /api/x': { body: { ok: false } } });
    const { http: shop, prefetched } = early('https://api.example/api/x', Promise.resolve(json({ ok: true })));
    await expect(shop.request(Answer, '/api/x')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(0);
    await expect(shop.request(Answer, '/api/x')).resolves.toEqual({ ok: false });
    expect(calls).toHaveLength(1);
    expect(prefetched).toHaveBeenCalledTimes(2);
  });

  it('is not taken with a game server selected, another query or a body', async () => {
    main.selectedServer = 'hurricane';
    const { calls } = mockApi({ 'GET /api/x': { body: { ok: false } }, 'POST /api/x': { body: { ok: false } } });
    const { http: shop } = early('https://api.example/api/x', Promise.resolve(json({ ok: true })));
    await expect(shop.request(Answer, '/api/x')).resolves.toEqual({ ok: false });
    main.selectedServer = null;
    await expect(shop.request(Answer, '/api/x', { query: { shopVer: 'v1' } })).resolves.toEqual({ ok: false });
    await expect(shop.request(Answer, '/api/x', { method: 'POST', json: {} })).resolves.toEqual({ ok: false });
    expect(calls.map((call) => call.href)).toEqual(['https://api.example/api/x', 'https://api.example/api/x?shopVer=v1', 'https://api.example/api/x']);
  });

  it('an early answer that never comes times out like any call', async () => {
    vi.useFakeTimers();
    main.selectedServer = null;
    const { http: shop } = early('https://api.example/api/x', new Promise<Response>(() => {}));
    const outcome = shop.request(Answer, '/api/x', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: fr.errors.timeout });
  });
});

