// Query factories of the catalogue, the daily shop and the exchange rates
// (keys live with their fetchers).
import { queryOptions } from './query-options';
import { endpoints } from './contract/endpoints';
import { ApiError, type Http } from './http';
import { STALE } from './query-client';

export const shopKeys = {
  all: ['shop'] as const,
  version: ['shop', 'version'] as const,
  daily: ['shop', 'daily'] as const,
};

export const shopQueries = {
  /** Sends the version we hold; the answer carries the catalogue only when it changed. */
  version: (http: Http, current: () => string | null) =>
    queryOptions({
      queryKey: shopKeys.version,
      queryFn: ({ signal }) => http.call(endpoints.shopVer, { query: { version: current() ?? undefined }, signal }),
      staleTime: STALE.shopVer,
    }),
  daily: (http: Http) =>
    queryOptions({
      queryKey: shopKeys.daily,
      queryFn: ({ signal }) =>
        http.call(endpoints.dailyShop, { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === 'invalid-response') console.error('Invalid data format received from daily shop API');
          throw error;
        }),
      // Refetched at Paris midnight + 5 s by the browsing root, not by age.
      staleTime: Infinity,
    }),
  rates: (http: Http) =>
    queryOptions({
      queryKey: ['rates'] as const,
      queryFn: ({ signal }) => http.call(endpoints.getExchangeRate, { signal }),
      staleTime: STALE.currencies,
    }),
};
