// Renders app pieces the way the shop does: a fake Platform, the HTTP client, a fresh
// QueryClient without retries (provided, and already in the data layer's slot), and
// wouter's memory location.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HttpContext } from '../src/api/http-context';
import { QueryClientSlotContext } from '../src/api/query-client-slot';
import { parseConfig } from '../src/app/boot';
import { DEFAULT_CONFIG } from '../src/platform/default-config';
import type { Flags } from '../src/platform/flags';
import { createObservable } from '../src/platform/observable';
import type { Platform } from '../src/platform/platform';
import { PlatformContext } from '../src/platform/platform-context';
import { createMemoryStorage } from '../src/platform/safe-storage';
import { testHttp } from './http-mock';

export function fakePlatform(overrides: Omit<Partial<Platform>, 'flags'> & { flags?: Partial<Flags> } = {}): Platform {
  const parsed = parseConfig(DEFAULT_CONFIG);
  if (!('config' in parsed)) throw new Error('default config is invalid');
  const { flags, ...rest } = overrides;
  return {
    kind: 'web',
    locationHook: memoryLocation().hook,
    storage: createMemoryStorage(),
    openExternal: () => {},
    visible: createObservable(true),
    config: parsed.config,
    ...rest,
    flags: { layout: 'full', checkout: 'embedded', auth: 'redirect', footer: true, socialLinks: true, carousel: true, assets: 'page', ...flags },
  };
}

export function renderWithShop(ui: ReactElement, { path = '/', platform = fakePlatform() } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <PlatformContext.Provider value={platform}>
      <HttpContext.Provider value={testHttp()}>
        <QueryClientSlotContext.Provider value={createObservable({ client: queryClient })}>
          <QueryClientProvider client={queryClient}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </QueryClientProvider>
        </QueryClientSlotContext.Provider>
      </HttpContext.Provider>
    </PlatformContext.Provider>,
  );
  return { ...result, location, queryClient, platform };
}

/** Runs what waits for the next painted frame (a click's action: ui/press-feedback.ts), with real or fake timers. */
export async function afterNextFrame(): Promise<void> {
  await act(async () => {
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(20);
    else await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  });
}

/** A click, and its action once the click's frame is painted. */
export async function clickAndPaint(element: Element): Promise<void> {
  fireEvent.click(element);
  await afterNextFrame();
}
