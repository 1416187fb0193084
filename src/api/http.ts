// The one way to call the own back-end: credentials, the gameServer header, a
// time-out, zod validation and a single error kind carrying the server's French text.
// Built once at boot (`createHttp`) and handed down through `HttpContext`.
import type * as z from 'zod/mini';
import { ErrorBody, type GameServer } from './contract/common';
import type { Endpoint } from './contract/endpoints';
import { texts } from '../i18n/fr';

export const REQUEST_TIMEOUT_MS = 15000;

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-response';

/** What the server's error body said besides its text. */
export interface ServerErrorDetail {
  /** The error was an object (`{message, …}`), not a bare text. */
  object?: boolean;
  /** Present in the insufficient-points answer. */
  shopTokensAmount?: number;
  /** The purchase line at fault. */
  itemId?: string;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly detail: ServerErrorDetail = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestInitEx extends Omit<RequestInit, 'body'> {
  query?: Record<string, string | undefined>;
  json?: unknown;
  timeoutMs?: number;
}

export interface HttpOptions {
  /** Base of the own API from the runtime config; '' means the page's own origin. */
  baseUrl: string;
  /** The selected game server, read at each call (the `gameServer` header); null: the shop's first one. */
  gameServer: () => GameServer | null;
  /** An answer the host asked for before the shop's code ran, taken by the same GET (without a game server): see Platform. */
  prefetched?: (url: string) => Promise<Response> | undefined;
}

export interface Http {
  request<S extends z.ZodMiniType>(schema: S, path: string, init?: RequestInitEx): Promise<z.infer<S>>;
  /** Calls one entry of the contract table, typed by its answer schema. */
  call<E extends Endpoint>(endpoint: E, init?: RequestInitEx): Promise<z.infer<E['answer']>>;
}

export function createHttp({ baseUrl, gameServer, prefetched }: HttpOptions): Http {
  const base = baseUrl.replace(/\/+$/, '');
  const request: Http['request'] = (schema, path, init) => send(schema, base + path, path, gameServer(), init, prefetched);
  function call<E extends Endpoint>(endpoint: E, init: RequestInitEx = {}): Promise<z.infer<E['answer']>> {
    return request(endpoint.answer, endpoint.path, { method: endpoint.method, ...init }) as Promise<z.infer<E['answer']>>;
  }
  return { request, call };
}

async function send<S extends z.ZodMiniType>(
  schema: S,
  url: string,
  path: string,
  server: GameServer | null,
  init: RequestInitEx = {},
  prefetched?: HttpOptions['prefetched'],
): Promise<z.infer<S>> {
  const { query, json, timeoutMs = REQUEST_TIMEOUT_MS, headers, signal, ...rest } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort);
  const target = url + queryString(query);
  const early = !server && !headers && (rest.method ?? 'GET') === 'GET' ? prefetched?.(target) : undefined;
  let response: Response;
  try {
    response = await (early ? untilAborted(early, controller.signal) : fetch(target, {
      ...rest,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(server && { gameServer: server }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: controller.signal,
    }));
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = controller.signal.aborted;
    throw new ApiError(timedOut ? texts.errors.timeout : texts.errors.network, 0, timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromBody(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`[api] unexpected answer from ${path}`, parsed.error);
    throw new ApiError(texts.errors.invalidResponse, response.status, 'invalid-response');
  }
  return parsed.data;
}

/** The answer, or the abort's reason once `signal` aborts first (a time-out, the caller's). */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((done, fail) => {
    signal.addEventListener('abort', () => fail(signal.reason));
    answer.then(done, fail);
  });
}

function queryString(query: RequestInitEx['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function errorFromBody(status: number, body: unknown): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success) return new ApiError(texts.errors.http(status), status, 'http');
  const { error, itemId } = parsed.data;
  return typeof error === 'string'
    ? new ApiError(error, status, 'http', { itemId })
    : new ApiError(error.message, status, 'http', { object: true, shopTokensAmount: error.shopTokensAmount, itemId });
}
