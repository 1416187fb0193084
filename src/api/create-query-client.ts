// The shop's QueryClient, made by the data layer's chunk (src/app/data-root.tsx) only:
// the modules the first load carries import the timers from query-client.ts instead.
import { QueryClient } from '@tanstack/react-query';
import { GC_TIME } from './query-client';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: GC_TIME, staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
