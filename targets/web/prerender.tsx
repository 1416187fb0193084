// The web page's first paint, rendered by the server: the address a visitor lands
// on, as the shop first renders it (euros, desktop widths) for the session's
// account or a visitor, with the catalogue the page carries. It shows while the
// code loads, most of a second at 4x CPU; the shop's first render replaces it.
import { renderToString } from 'react-dom/server';
import type { BaseLocationHook } from 'wouter';
import type { Account } from '../../src/api/contract/account';
import { App } from '../../src/app/app';
import { configurePlatform } from '../../src/app/boot';
import { preloadPageFor } from '../../src/app/pages';
import { applyInlineCatalogue } from '../../src/features/catalogue/catalogue-actions';
import { createObservable } from '../../src/platform/observable';
import { createMemoryStorage } from '../../src/platform/safe-storage';
import { main } from '../../src/state/main-store';
import { language } from '../../src/state/language';
import { showWords } from '../../src/i18n/live';
import { english } from '../../src/i18n/english';
import type { Locale } from '../../src/api/contract/shop-identity';
import { WEB_FLAGS } from './web-platform';

/** The first paint shows nothing of the data layer (the syncs, the overlays). */
const NO_DATA = createObservable(null);

export interface PrerenderInput {
  path: string;
  config: unknown;
  /** A /api/shopVer answer. */
  catalogue: unknown;
  /** The session's account, as /api/whoAmI answers it. */
  account: Account | null;
  /** The language of the words: English ones shown for this render alone. */
  language: Locale;
}

/** The address being rendered (its query read by `useSearch` through `searchHook`); nothing navigates on the server. */
function staticLocation(address: string): BaseLocationHook {
  const [path = '/', search = ''] = address.split('?');
  return Object.assign((): [string, () => void] => [path, () => {}], { searchHook: () => search });
}

/**
 * The markup to put in `#root`, or null when the config is invalid (the page then
 * shows the shop's config error). The wrapper is inert: a click before the shop
 * starts would otherwise land on a button that does nothing yet.
 */
export async function prerender({ path, config: rawConfig, catalogue, account, language: words }: PrerenderInput): Promise<string | null> {
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
  await preloadPageFor(path);
  // Rendering is synchronous: the shared stores hold this request's catalogue (the
  // same for every page) and account for the whole render.
  applyInlineCatalogue(catalogue);
  main.user = account;
  showWords(words === 'en' ? english : null);
  language.shown = words;
  try {
    return `<div inert>${renderToString(<App platform={configured.platform} http={configured.http} data={NO_DATA} />)}</div>`;
  } finally {
    main.user = null;
    showWords(null);
    language.shown = 'fr';
  }
}
