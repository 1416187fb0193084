import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, request, setApiBase } from '../../src/api/http';
import { fr } from '../../src/i18n/fr';
import { main } from '../../src/state/main-store';

const Answer = z.object({ ok: z.boolean() });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  setApiBase('https://api.example/');
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
    fetchMock.mockResolvedValue(json({ ok: true }));
    await expect(request(Answer, '/api/x', { method: 'POST', query: { a: '1', b: undefined }, json: { n: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example/api/x?a=1');
    expect(init.credentials).toBe('include');
    expect(init.headers.gameServer).toBe('hurricane');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"n":2}');
  });

  it('rejects an answer of the wrong shape with a French message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(json({ ok: 'oui' }));
    const error = await request(Answer, '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid-response', message: fr.errors.invalidResponse });
  });

  it('carries the server text of a string error and its status', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Identifiants invalides' }, 401));
    await expect(request(Answer, '/api/login')).rejects.toMatchObject({ message: 'Identifiants invalides', status: 401, kind: 'http' });
  });

  it('carries the message and shopTokensAmount of an object error', async () => {
    fetchMock.mockResolvedValue(json({ error: { message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 120 } }, 400));
    await expect(request(Answer, '/api/buyProducts')).rejects.toMatchObject({
      message: "Vous n'avez pas assez de points boutique", shopTokensAmount: 120, status: 400,
    });
  });

  it('gives a French text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>502</html>', { status: 502 }));
    await expect(request(Answer, '/api/x')).rejects.toMatchObject({ message: fr.errors.http(502), status: 502 });
  });

  it('times out with a French message', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation((_url, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))));
    const outcome = request(Answer, '/api/slow', { timeoutMs: 1000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: fr.errors.timeout, status: 0 });
  });

  it('reports a network failure in French', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request(Answer, '/api/x')).rejects.toMatchObject({ kind: 'network', message: fr.errors.network });
  });
});
