// The hosted store's Headless API, called from the browser with the webstore's
// public token (Tebex, or the reference server's sandbox). No cookies, no gameServer
// header: those belong to the own back-end. Every answer is checked with its schema
// of `contract/tebex.ts`; every refusal becomes a TebexApiError with Tebex's title
// and detail (the TEBEX_ADD_PACKAGE_FAILED page shows them).
import type * as z from 'zod/mini';
import type { ShopConfig } from './contract/config';
import {
  TebexError,
  tebexCalls,
  tebexUrl,
  type TebexAddPackageBody,
  type TebexBasket,
  type TebexCallName,
  type TebexCategory,
  type TebexCreateBasketBody,
} from './contract/tebex';
import { REQUEST_TIMEOUT_MS } from './http';

export class TebexApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(`${title}${detail ? ` : ${detail}` : ''}`);
    this.name = 'TebexApiError';
  }
}

export interface TebexApi {
  /** Every category with its packages (`?includePackages=1`). */
  categories(): Promise<TebexCategory[]>;
  createBasket(body: TebexCreateBasketBody): Promise<TebexBasket>;
  basket(ident: string): Promise<TebexBasket>;
  /** The provider's login page for this basket, which comes back to `returnUrl`. */
  authUrl(ident: string, returnUrl: string): Promise<string>;
  addPackage(ident: string, body: TebexAddPackageBody): Promise<TebexBasket>;
  removePackage(ident: string, packageId: number): Promise<TebexBasket>;
  applyCoupon(ident: string, code: string): Promise<void>;
  applyCreatorCode(ident: string, code: string): Promise<void>;
  removeCreatorCode(ident: string): Promise<void>;
}

type Fetch = typeof fetch;

export function createTebexApi(tebex: ShopConfig['tebex'], fetchImpl: Fetch = (...args) => fetch(...args)): TebexApi {
  async function send<N extends TebexCallName>(
    name: N,
    params: Record<string, string | number>,
    init: { body?: unknown; query?: Record<string, string> } = {},
  ): Promise<z.infer<(typeof tebexCalls)[N]['answer']>> {
    const entry = tebexCalls[name];
    const query = init.query ? `?${new URLSearchParams(init.query)}` : '';
    const url = tebexUrl(tebex.headlessUrl, entry.path, { token: tebex.publicToken, ...params }) + query;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: entry.method,
        headers: { Accept: 'application/json', ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new TebexApiError(0, 'Network error', 'La boutique de paiement ne répond pas.');
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const refusal = TebexError.safeParse(body);
      throw refusal.success
        ? new TebexApiError(response.status, refusal.data.title, refusal.data.detail)
        : new TebexApiError(response.status, `HTTP ${response.status}`, '');
    }
    const parsed = entry.answer.safeParse(body);
    if (!parsed.success) {
      console.error(`[tebex] unexpected answer to ${name}`, parsed.error);
      throw new TebexApiError(response.status, 'Invalid response', 'Réponse inattendue de la boutique de paiement.');
    }
    return parsed.data as z.infer<(typeof tebexCalls)[N]['answer']>;
  }

  return {
    categories: async () => (await send('categories', {}, { query: { includePackages: '1' } })).data,
    createBasket: async (body) => (await send('createBasket', {}, { body })).data,
    basket: async (ident) => (await send('basket', { basketIdent: ident })).data,
    authUrl: async (ident, returnUrl) => {
      const links = await send('basketAuth', { basketIdent: ident }, { query: { returnUrl } });
      const url = links[0]?.url;
      if (!url) throw new TebexApiError(200, 'No auth link', 'Aucune page de connexion pour ce panier.');
      return url;
    },
    addPackage: async (ident, body) => (await send('addPackage', { basketIdent: ident }, { body })).data,
    removePackage: async (ident, packageId) => (await send('removePackage', { basketIdent: ident }, { body: { package_id: String(packageId) } })).data,
    applyCoupon: async (ident, code) => void (await send('applyCoupon', { basketIdent: ident }, { body: { coupon_code: code } })),
    applyCreatorCode: async (ident, code) => void (await send('applyCreatorCode', { basketIdent: ident }, { body: { creator_code: code } })),
    removeCreatorCode: async (ident) => void (await send('removeCreatorCode', { basketIdent: ident })),
  };
}
