// The web page's first paint, rendered by the server: the address a visitor lands
// on, as the shop first renders it for a visitor (no account, euros, desktop widths)
// with the catalogue the page carries. It shows while the code loads, which at 4x
// CPU takes most of a second; the shop's own first render then replaces it.
import { renderToString } from 'react-dom/server';
import type { BaseLocationHook } from 'wouter';
import { createQueryClient } from '../../src/api/query-client';
import { App } from '../../src/app/app';
import { configurePlatform } from '../../src/app/boot';
import { preloadPageFor } from '../../src/app/pages';
import { applyInlineCatalogue } from '../../src/features/catalogue/catalogue-actions';
import { createObservable } from '../../src/platform/observable';
import { createMemoryStorage } from '../../src/platform/safe-storage';
import { WEB_FLAGS } from './web-platform';

/** The address being rendered; nothing navigates on the server. */
const staticLocation = (path: string): BaseLocationHook => () => [path, () => {}];

/**
 * The markup to put in `#root`, or null when the config is invalid (the page then
 * shows the shop's config error). The wrapper is inert: a click before the shop
 * starts would otherwise land on a button that does nothing yet.
 */
export async function prerender(path: string, rawConfig: unknown, catalogue: unknown): Promise<string | null> {
  const configured = configurePlatform(
    {
      kind: 'web',
      locationHook: staticLocation(path),
      storage: createMemoryStorage(),
      openExternal() {},
      visible: createObservable(true),
      flags: WEB_FLAGS,
    },
    rawConfig,
  );
  if ('problems' in configured) return null;
  // Every page shows the same catalogue, and rendering is synchronous: the shared
  // store holds this request's catalogue for the whole render.
  applyInlineCatalogue(catalogue);
  await preloadPageFor(path);
  const markup = renderToString(<App platform={configured.platform} queryClient={createQueryClient()} />);
  return `<div inert>${markup}</div>`;
}
