import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Platform } from './platform';

export const PlatformContext = createContext<Platform | null>(null);

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform outside <PlatformContext>');
  return platform;
}

export function useFlags() {
  return usePlatform().flags;
}

export function useConfig() {
  return usePlatform().config;
}

/** True while the shop is on screen; timers depend on it. */
export function usePageVisible(): boolean {
  const { visible } = usePlatform();
  return useSyncExternalStore(visible.subscribe, visible.get, visible.get);
}
