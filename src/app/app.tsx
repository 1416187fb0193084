// The shop, whatever the target: providers, layout chosen by flags, routes.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AccountRoot } from '../features/account/account-root';
import { BrowsingRoot } from '../features/catalogue/browsing-root';
import { FatalErrorGate } from '../features/errors/fatal-error-gate';
import { PlatformContext } from '../platform/platform-context';
import type { Platform } from '../platform/platform';
import { preloadMenus } from '../ui/floating-chunks';
import { Toaster } from '../ui/toast';
import { useWhenIdle } from './use-when-idle';
import { CompactLayout } from './compact-layout';
import { FullLayout } from './full-layout';
import { AppRoutes } from './routes';

interface AppProps {
  platform: Platform;
  queryClient: QueryClient;
}

export function App({ platform, queryClient }: AppProps) {
  const Layout = platform.flags.layout === 'compact' ? CompactLayout : FullLayout;
  useWhenIdle(preloadMenus);
  return (
    <PlatformContext.Provider value={platform}>
      <QueryClientProvider client={queryClient}>
        <Router hook={platform.locationHook}>
          <Layout>
            <FatalErrorGate>
              <AppRoutes />
            </FatalErrorGate>
          </Layout>
          <BrowsingRoot />
          <AccountRoot />
          <Toaster />
        </Router>
      </QueryClientProvider>
    </PlatformContext.Provider>
  );
}
