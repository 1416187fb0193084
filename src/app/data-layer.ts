// The data layer (data-root.tsx) as the boot and the app hold it: null until its module
// is there (at once in game, right after the first render on the web), then started.
// The features reach its client through QueryClientSlotContext (src/api/query-client-slot.ts).
import type { Http } from '../api/http';
import { createObservable } from '../platform/observable';
import type { Observable } from '../platform/platform';
import { loadDataRoot } from './data-chunk';
import type { ShopData, startShopData } from './data-root';

export type DataLayer = Observable<ShopData | null>;

/**
 * Loads the data layer and starts it on `http`; `ready` settles once it is started (a
 * chunk that fails to load rejects it, reported as any unhandled rejection).
 */
export function startDataLayer(http: Http): DataLayer & { ready: Promise<ShopData> } {
  const layer = createObservable<ShopData | null>(null);
  const start = (startData: typeof startShopData) => {
    const data = startData(http);
    layer.set(data);
    return data;
  };
  const loading = loadDataRoot();
  const ready = loading instanceof Promise ? loading.then(start) : Promise.resolve(start(loading));
  return Object.assign(layer, { ready });
}
