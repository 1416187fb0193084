// The home's monthly goal, asked for by the home alone (client.fetchQuery). Nothing of the
// modules the data layer shares (queryOptions, STALE): imported from the home's chunk, each
// would be split off as a chunk of its own.
import type { FetchQueryOptions } from '@tanstack/react-query';
import { goalEndpoint, type GoalAnswer } from './contract/goal';
import type { Http } from './http';

export const goalQuery = (http: Http): FetchQueryOptions<GoalAnswer> => ({
  queryKey: ['goal'],
  queryFn: ({ signal }) => http.call(goalEndpoint, { signal }),
  /** The server sums it once a minute. */
  staleTime: 60_000,
});
