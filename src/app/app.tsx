// The shop, whatever the target: providers, layout chosen by flags, routes.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Http } from '../api/http';
import { HttpContext } from '../api/http-context';
import { Router } from 'wouter';
import { AccountRoot } from './account-root';
import { BrowsingRoot } from './browsing-root';
import { PurchaseRoot } from './purchase-root';
import { FatalErrorGate } from '../features/errors/fatal-error-gate';
import { HostedStoreRoot } from '../features/hosted-store/hosted-store-root';
import { PlatformContext } from '../platform/platform-context';
import type { Platform } from '../platform/platform';
import { Toaster } from '../ui/toast';
import { CompactLayout } from './compact-layout';
import { FullLayout } from './full-layout';
import { AppRoutes } from './routes';
import { RouteAnnouncer } from './route-announcer';

interface AppProps {
  platform: Platform;
  queryClient: QueryClient;
  http: Http;
}

export function App({ platform, queryClient, http }: AppProps) {
  const Layout = platform.flags.layout === 'compact' ? CompactLayout : FullLayout;
  return (
    <PlatformContext.Provider value={platform}>
      <HttpContext.Provider value={http}>
      <QueryClientProvider client={queryClient}>
        <Router hook={platform.locationHook}>
          <Layout>
            <FatalErrorGate>
              <AppRoutes />
            </FatalErrorGate>
          </Layout>
          <BrowsingRoot />
          <AccountRoot />
          <PurchaseRoot />
          <HostedStoreRoot />
          <Toaster />
          <RouteAnnouncer />
        </Router>
      </QueryClientProvider>
      </HttpContext.Provider>
    </PlatformContext.Provider>
  );
}
