// React.lazy that can be loaded ahead of time. Once its module is in, the component
// renders directly instead of suspending: a suspended render costs React 19's
// Suspense reveal throttle (up to 300 ms) even when the module is already loaded.
import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

export interface PreloadableComponent<P extends object> extends FunctionComponent<P> {
  preload(): Promise<unknown>;
}

export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        pending = null; // a later use tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  const Component = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Component, { preload });
}
