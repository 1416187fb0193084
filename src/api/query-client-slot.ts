// The shop's QueryClient, as the rest of the code reaches it: TanStack Query and the
// components that sync server answers into the stores are a chunk of their own
// (src/app/data-root.tsx) that the web loads right after the first render, so until
// then there is no client. An action that needs one (a logout, a retry) runs once it
// is there; the components that query render inside its QueryClientProvider.
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Observable } from '../platform/platform';

/** The data layer once loaded (its client), else null. */
export type QueryClientSlot = Observable<{ client: QueryClient } | null>;

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function useQueryClientSlot(): QueryClientSlot {
  const slot = useContext(QueryClientSlotContext);
  if (!slot) throw new Error('useQueryClientSlot outside <QueryClientSlotContext>');
  return slot;
}

/** Runs `task` with the client: at once when it is there, else as soon as it is. */
export function withQueryClient(slot: QueryClientSlot, task: (client: QueryClient) => void) {
  const data = slot.get();
  if (data) return task(data.client);
  const stop = slot.subscribe(() => {
    stop();
    withQueryClient(slot, task);
  });
}
