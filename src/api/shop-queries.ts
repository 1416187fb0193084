// Query factories of the catalogue, the daily shop and the exchange rates
// (keys live with their fetchers).
import { queryOptions } from '@tanstack/react-query';
import { endpoints } from './contract/endpoints';
import { ApiError, call } from './http';
import { STALE } from './query-client';

export const shopQueries = {
  all: ['shop'] as const,
  /** Sends the version we hold; the answer carries the catalogue only when it changed. */
  version: (current: () => string | null) =>
    queryOptions({
      queryKey: [...shopQueries.all, 'version'] as const,
      queryFn: ({ signal }) => call(endpoints.shopVer, { query: { version: current() ?? undefined }, signal }),
      staleTime: STALE.shopVer,
    }),
  daily: () =>
    queryOptions({
      queryKey: [...shopQueries.all, 'daily'] as const,
      queryFn: ({ signal }) =>
        call(endpoints.dailyShop, { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.kind === 'invalid-response') console.error('Invalid data format received from daily shop API');
          throw error;
        }),
      // Refetched at Paris midnight + 5 s by the browsing root, not by age.
      staleTime: Infinity,
    }),
  rates: () =>
    queryOptions({
      queryKey: ['rates'] as const,
      queryFn: ({ signal }) => call(endpoints.getExchangeRate, { signal }),
      staleTime: STALE.currencies,
    }),
};
