// The hosted store's catalogue (spec 02 §7): every category with its packages,
// fetched again once 60 s old.
import { queryOptions } from './query-options';
import type { TebexPackage } from './contract/tebex';
import { STALE } from './query-client';
import type { TebexApi } from './tebex-api';

export const tebexQueries = {
  catalogue: (api: TebexApi) =>
    queryOptions({
      queryKey: ['tebex', 'catalogue'] as const,
      queryFn: () => api.categories(),
      staleTime: STALE.tebexCategories,
      select: (categories) => new Map<number, TebexPackage>(categories.flatMap((c) => (c.packages ?? []).map((p) => [p.id, p] as const))),
    }),
};
