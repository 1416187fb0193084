// The data layer (data-root.tsx) as the boot and the app hold it: null until its module
// is there (at once in game, right after the first render on the web) and started.
// The features reach its client through QueryClientSlotContext (src/api/query-client-slot.ts).
import type { Http } from '../api/http';
import type { ShopVerAnswer } from '../api/contract/shop';
import { createObservable } from '../platform/observable';
import type { Observable } from '../platform/platform';
import { loadDataRoot } from './data-chunk';
import { failureText } from '../ui/page-error-boundary';
import { showToast } from '../ui/toast';
import type { ShopData, startShopData } from './data-root';

export type DataLayer = Observable<ShopData | null>;

/** A data layer not started yet, for `startDataLayer` to fill. */
export const createDataLayer = () => createObservable<ShopData | null>(null);
export type EmptyDataLayer = ReturnType<typeof createDataLayer>;

/** When the data layer starts, beyond its chunk being there. */
export interface DataLayerStart {
  /** The boot's catalogue request when it has asked already: the check's first attempt. */
  firstCheck?: Promise<ShopVerAnswer>;
  /** Resolves once the layer may render: a hydrating page's roots must match the server's, which had none. */
  mountable?: Promise<void>;
}

/**
 * Loads the data layer and starts it on `http` into `layer`. Without it nothing opens
 * nor syncs: a chunk that fails to load says so in French until the player closes it.
 */
export function startDataLayer(layer: EmptyDataLayer, http: Http, { firstCheck, mountable }: DataLayerStart = {}): void {
  const start = (startData: typeof startShopData) => layer.set(startData(http, firstCheck));
  const loading = loadDataRoot();
  if (!(loading instanceof Promise) && !mountable) return void start(loading);
  void Promise.all([loading, mountable]).then(
    ([startData]) => start(startData),
    (error: unknown) => {
      console.error(error);
      showToast(failureText(error), 'error', null);
    },
  );
}
