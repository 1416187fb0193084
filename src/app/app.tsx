// The shop, whatever the target: providers, layout chosen by flags, routes, and the
// data layer's roots once it is there.
import { startTransition, useEffect, useState } from 'react';
import type { Http } from '../api/http';
import { HttpContext } from '../api/http-context';
import { QueryClientSlotContext } from '../api/query-client-slot';
import { Router } from 'wouter';
import { useSnapshot } from 'valtio';
import { language } from '../state/language';
import { FatalErrorGate } from '../features/errors/fatal-error-gate';
import { PlatformContext } from '../platform/platform-context';
import type { Platform } from '../platform/platform';
import { Toaster } from '../ui/toast';
import { CompactLayout } from './compact-layout';
import type { DataLayer } from './data-layer';
import { FullLayout } from './full-layout';
import { BrandStyle } from './brand-style';
import { AppRoutes } from './routes';
import { RouteAnnouncer } from './route-announcer';

interface AppProps {
  platform: Platform;
  http: Http;
  /** TanStack Query and the roots that use it (syncs, overlays): null until loaded. */
  data: DataLayer;
}

export function App({ platform, http, data }: AppProps) {
  const Layout = platform.flags.layout === 'compact' ? CompactLayout : FullLayout;
  // Every text is read at render time from the live dictionaries: a new language renders the whole page anew.
  const { shown } = useSnapshot(language);
  return (
    <PlatformContext.Provider value={platform}>
      <HttpContext.Provider value={http}>
      <QueryClientSlotContext.Provider value={data}>
        <Router key={shown} hook={platform.locationHook}>
          <Layout>
            <FatalErrorGate>
              <AppRoutes />
            </FatalErrorGate>
          </Layout>
          <DataRoots data={data} />
          <Toaster />
          <RouteAnnouncer />
          <BrandStyle />
        </Router>
      </QueryClientSlotContext.Provider>
      </HttpContext.Provider>
    </PlatformContext.Provider>
  );
}

/**
 * The syncs and the overlay roots, inside the QueryClient's provider, once the layer is
 * there. Mounted as a transition, whose render yields to the browser (an external
 * store's update renders in one block: 100 to 200 ms of the website's first load at 4x).
 */
function DataRoots({ data }: { data: DataLayer }) {
  const [started, setStarted] = useState(data.get);
  useEffect(() => {
    const update = () => startTransition(() => setStarted(data.get()));
    update();
    return data.subscribe(update);
  }, [data]);
  return started && <started.Root client={started.client} />;
}
