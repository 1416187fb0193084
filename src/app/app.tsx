// The shop, whatever the target: providers, layout chosen by flags, routes, and the
// data layer's roots once it is there.
import { useSyncExternalStore } from 'react';
import type { Http } from '../api/http';
import { HttpContext } from '../api/http-context';
import { QueryClientSlotContext } from '../api/query-client-slot';
import { Router } from 'wouter';
import { FatalErrorGate } from '../features/errors/fatal-error-gate';
import { PlatformContext } from '../platform/platform-context';
import type { Platform } from '../platform/platform';
import { Toaster } from '../ui/toast';
import { CompactLayout } from './compact-layout';
import type { DataLayer } from './data-layer';
import { FullLayout } from './full-layout';
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
  return (
    <PlatformContext.Provider value={platform}>
      <HttpContext.Provider value={http}>
      <QueryClientSlotContext.Provider value={data}>
        <Router hook={platform.locationHook}>
          <Layout>
            <FatalErrorGate>
              <AppRoutes />
            </FatalErrorGate>
          </Layout>
          <DataRoots data={data} />
          <Toaster />
          <RouteAnnouncer />
        </Router>
      </QueryClientSlotContext.Provider>
      </HttpContext.Provider>
    </PlatformContext.Provider>
  );
}

/** The syncs and the overlay roots, inside the QueryClient's provider, once the layer is there. */
function DataRoots({ data }: { data: DataLayer }) {
  const started = useSyncExternalStore(data.subscribe, data.get, data.get);
  return started && <started.Root client={started.client} />;
}
