// The shop's data layer: TanStack Query's client and what renders inside its provider,
// the components that sync server answers into the stores (catalogue version, rates,
// daily offers, session, characters) and the overlay roots, whose dialogs query. Nothing
// a first page shows comes from here: on the web it is a chunk of its own, loaded right
// after the first render (data-chunk.ts); the game's file has it inline.
// The imports' order is the modules' order in the game's file: this one is about 0.4 KB
// gzip smaller than others tried (as is boot.tsx's place for './data-layer').
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Http } from '../api/http';
import type { ShopVerAnswer } from '../api/contract/shop';
import { createQueryClient } from '../api/create-query-client';
import { HostedStoreRoot } from '../features/hosted-store/hosted-store-root';
import { BrowsingRoot } from './browsing-root';
import { catalogueVersionQuery } from '../features/catalogue/use-shop-version';
import { AccountRoot } from './account-root';
import { PurchaseRoot } from './purchase-root';

export type ShopData = ReturnType<typeof startShopData>;

/**
 * The shop's client, its catalogue check started at once. `firstCheck`: the boot's own
 * request when it has asked already, then that check's first attempt (a retry asks again).
 */
export function startShopData(http: Http, firstCheck?: Promise<ShopVerAnswer>) {
  const client = createQueryClient();
  const version = catalogueVersionQuery(http);
  const { queryFn } = version;
  void client.prefetchQuery(firstCheck && typeof queryFn === 'function' ? { ...version, queryFn: firstAttempt(firstCheck, queryFn) } : version);
  return { client, Root: DataRoot };
}

/** `queryFn` whose first call answers with `pending` instead of asking. */
function firstAttempt<T, C>(pending: Promise<T>, queryFn: (context: C) => T | Promise<T>) {
  let first: Promise<T> | null = pending;
  return (context: C): T | Promise<T> => {
    const attempt = first ?? queryFn(context);
    first = null;
    return attempt;
  };
}

function DataRoot({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <BrowsingRoot />
      <AccountRoot />
      <PurchaseRoot />
      <HostedStoreRoot />
    </QueryClientProvider>
  );
}
