// The player's transactions (spec 02 "History"): loaded when the popup opens, at most once per 60 s.
import { queryOptions } from './query-options';
import { endpoints } from './contract/endpoints';
import type { TransactionsAnswer } from './contract/misc';
import type { Http } from './http';
import { persistedSeed } from './persisted-seed';
import { STALE } from './query-client';

export const historyQueries = {
  transactions: (http: Http, cached?: { data: TransactionsAnswer | null; fetchedAt: number | undefined }) =>
    queryOptions({
      queryKey: ['history', 'transactions'] as const,
      queryFn: ({ signal }) => http.call(endpoints.getPlayerTransactions, { signal }),
      staleTime: STALE.history,
      retry: false,
      ...persistedSeed(cached?.data, cached?.fetchedAt),
    }),
};
