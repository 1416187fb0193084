// The admin console's calls (`manageEndpoints`): TkDodo-style query factories whose keys
// live with their fetchers, and one function per write. Imported only by the console's
// chunks, never by a player's pages or the game's file.
import { queryOptions } from './query-options';
import type * as z from 'zod/mini';
import type { Endpoint } from './contract/endpoints';
import { manageEndpoints, type Highlights, type ManagedProduct, type PointsBody } from './contract/manage';
import type { Http, RequestInitEx } from './http';
import type { SettingsPatch } from './contract/settings';
import type { SaleBody } from './contract/manage-sales';

/** `/api/manage/players/{id}` with `{id: '12'}` → `/api/manage/players/12` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** Calls an entry of the table whose path has `{name}` segments. */
export function callWith<E extends Endpoint>(http: Http, endpoint: E, params: Record<string, string>, init: RequestInitEx = {}): Promise<z.infer<E['answer']>> {
  return http.request(endpoint.answer, fillPath(endpoint.path, params), { method: endpoint.method, ...init }) as Promise<z.infer<E['answer']>>;
}

export type DeliveryState = 'pending' | 'stuck' | 'all';
export type PaymentsFilter = 'all' | 'unmatched' | 'credited' | 'reversed';

export const manageKeys = {
  all: ['manage'] as const,
  players: (q: string) => [...manageKeys.all, 'players', q] as const,
  player: (id: string) => [...manageKeys.all, 'player', id] as const,
  products: () => [...manageKeys.all, 'products'] as const,
  highlights: () => [...manageKeys.all, 'highlights'] as const,
  deliveries: (state: DeliveryState) => [...manageKeys.all, 'deliveries', state] as const,
  messages: () => [...manageKeys.all, 'messages'] as const,
  audit: (limit: number) => [...manageKeys.all, 'audit', limit] as const,
  settings: () => [...manageKeys.all, 'settings'] as const,
  stats: (from: string, to: string) => [...manageKeys.all, 'stats', from, to] as const,
  payments: (state: PaymentsFilter) => [...manageKeys.all, 'payments', state] as const,
  sales: () => [...manageKeys.all, 'sales'] as const,
};

/** An admin reads what is there now: answers are stale at once, and refetched on return to the page. */
const FRESH = { staleTime: 0, retry: false } as const;

export const manageQueries = {
  players: (http: Http, q: string) =>
    queryOptions({
      queryKey: manageKeys.players(q),
      queryFn: ({ signal }) => http.call(manageEndpoints.players, { query: { q }, signal }),
      ...FRESH,
    }),
  player: (http: Http, id: string) =>
    queryOptions({
      queryKey: manageKeys.player(id),
      queryFn: ({ signal }) => callWith(http, manageEndpoints.player, { id }, { signal }),
      ...FRESH,
    }),
  products: (http: Http) =>
    queryOptions({
      queryKey: manageKeys.products(),
      queryFn: ({ signal }) => http.call(manageEndpoints.products, { signal }),
      ...FRESH,
    }),
  highlights: (http: Http) =>
    queryOptions({
      queryKey: manageKeys.highlights(),
      queryFn: ({ signal }) => http.call(manageEndpoints.highlights, { signal }),
      ...FRESH,
    }),
  deliveries: (http: Http, state: DeliveryState) =>
    queryOptions({
      queryKey: manageKeys.deliveries(state),
      queryFn: ({ signal }) => http.call(manageEndpoints.deliveries, { query: { state }, signal }),
      ...FRESH,
    }),
  messages: (http: Http) =>
    queryOptions({
      queryKey: manageKeys.messages(),
      queryFn: ({ signal }) => http.call(manageEndpoints.messages, { signal }),
      ...FRESH,
    }),
  settings: (http: Http) =>
    queryOptions({
      queryKey: manageKeys.settings(),
      queryFn: ({ signal }) => http.call(manageEndpoints.settings, { signal }),
      ...FRESH,
    }),
  audit: (http: Http, limit: number) =>
    queryOptions({
      queryKey: manageKeys.audit(limit),
      queryFn: ({ signal }) => http.call(manageEndpoints.audit, { query: { limit: String(limit) }, signal }),
      ...FRESH,
    }),
  stats: (http: Http, from: string, to: string) =>
    queryOptions({
      queryKey: manageKeys.stats(from, to),
      queryFn: ({ signal }) => http.call(manageEndpoints.stats, { query: { from, to }, signal }),
      ...FRESH,
    }),
  payments: (http: Http, state: PaymentsFilter) =>
    queryOptions({
      queryKey: manageKeys.payments(state),
      queryFn: ({ signal }) => http.call(manageEndpoints.payments, { query: { state }, signal }),
      ...FRESH,
    }),
  sales: (http: Http) =>
    queryOptions({
      queryKey: manageKeys.sales(),
      queryFn: ({ signal }) => http.call(manageEndpoints.sales, { signal }),
      ...FRESH,
    }),
};

export const adjustPoints = (http: Http, id: string, body: PointsBody) => callWith(http, manageEndpoints.adjustPoints, { id }, { json: body });
export const refundPurchase = (http: Http, orderId: string, reason: string) => callWith(http, manageEndpoints.refundPurchase, { orderId }, { json: { reason } });
export const putSettings = (http: Http, settings: SettingsPatch) => http.call(manageEndpoints.putSettings, { json: settings });
export const putProduct = (http: Http, product: ManagedProduct) => callWith(http, manageEndpoints.putProduct, { itemId: product.itemId }, { json: product });
export const putHighlights = (http: Http, highlights: Highlights) => http.call(manageEndpoints.putHighlights, { json: highlights });
export const retryDelivery = (http: Http, id: string) => callWith(http, manageEndpoints.retryDelivery, { id });
export const cancelDelivery = (http: Http, id: string) => callWith(http, manageEndpoints.cancelDelivery, { id });
export const handleMessage = (http: Http, id: string) => callWith(http, manageEndpoints.handleMessage, { id });
export const creditPayment = (http: Http, transactionId: string, accountId: string) =>
  callWith(http, manageEndpoints.creditPayment, { transactionId }, { json: { accountId } });
export const putSale = (http: Http, id: string, sale: SaleBody) => callWith(http, manageEndpoints.putSale, { id }, { json: sale });
export const deleteSale = (http: Http, id: string) => callWith(http, manageEndpoints.deleteSale, { id });
