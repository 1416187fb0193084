// Starts the shop in a container once a target has built its Platform, or shows a
// clear French error when the runtime configuration is invalid.
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { createDataLayer, startDataLayer, type EmptyDataLayer } from './data-layer';
import { endpoints } from '../api/contract/endpoints';
import { createHttp, type Http } from '../api/http';
import { texts } from '../i18n/fr';
import { ShopConfig } from '../api/contract/config';
import type { Platform } from '../platform/platform';
import { adoptServerSession } from '../features/account/session';
import { applyInlineCatalogue, applyShopVersion } from '../features/catalogue/catalogue-actions';
import { assetUrl } from '../platform/asset-url';
import { afterNextPaint, wait } from '../lib/timing';
import { loadCarouselImage } from '../platform/lead-image';
import { leadImage } from '../domain/visibility';
import { startPersistence } from '../state/persistence';
import { language } from '../state/language';
import { startLanguage } from '../features/language/language-actions';
import { shop } from '../state/shop-store';
import { currentServer } from '../state/game-servers';
import { App } from './app';
import { hydrateServerPage } from './server-page';
import './global.css';

/** How long a first start waits for the catalogue before showing the shop without it. */
export const FIRST_CATALOGUE_WAIT_MS = 1000;
/** How long a start without a server-rendered page waits for the home's largest image before showing the shop without it. */
export const LEAD_IMAGE_WAIT_MS = 200;

export type PlatformWithoutConfig = Omit<Platform, 'config'>;

/** Parses the raw configuration; on failure lists what is wrong. */
export function parseConfig(raw: unknown): { config: ShopConfig } | { problems: string[] } {
  const parsed = ShopConfig.safeParse(raw);
  if (parsed.success) return { config: parsed.data };
  return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(racine)'} : ${issue.message}`) };
}

export type ShopRoot = ReturnType<typeof createRoot>;

export interface BootData {
  /** A /api/shopVer answer that came with the page, fresher than the stored one. */
  catalogue?: unknown;
  /** The account of the session the page was rendered for. */
  account?: unknown;
  /**
   * The server's markup is a page whose code is loaded (a landing page): hydrate it.
   * Any other page's code would arrive during the hydration, and a click on its part
   * of the page was lost meanwhile: it is rendered anew, replacing the markup.
   */
  hydrate?: boolean;
}

export interface ConfiguredShop {
  platform: Platform;
  /** The one HTTP client of this shop, on the configured API, with the selected game server. */
  http: Http;
}

/** The target's platform with its parsed config and the shop's HTTP client, or what is wrong with the config. */
export function configurePlatform(base: PlatformWithoutConfig, rawConfig: unknown): ConfiguredShop | { problems: string[] } {
  const result = parseConfig(rawConfig);
  if ('problems' in result) return result;
  const http = createHttp({ baseUrl: result.config.apiBaseUrl, gameServer: currentServer, prefetched: base.prefetched });
  return { platform: { ...base, config: result.config }, http };
}

export async function bootShop(container: HTMLElement, base: PlatformWithoutConfig, rawConfig: unknown, data: BootData = {}): Promise<ShopRoot> {
  const configured = configurePlatform(base, rawConfig);
  if ('problems' in configured) {
    console.error('[config] invalid shop configuration', configured.problems);
    const root = createRoot(container);
    root.render(<ConfigError problems={configured.problems} />);
    return root;
  }
  const { platform, http } = configured;
  // With the server's page on screen, each step runs in a task of its own: a click or
  // a frame waits for one step at most, not for the whole start (up to 230 ms at 4x CPU).
  const nextStep = () => (data.hydrate ? wait(0) : undefined);
  await nextStep();
  // A failed restore keeps the defaults; the shop still starts.
  await startPersistence(platform).catch((error) => console.error(error));
  await nextStep();
  if (data.catalogue !== undefined) applyInlineCatalogue(data.catalogue);
  if (data.account !== undefined) adoptServerSession(data.account);
  await nextStep();
  // The server's first paint is in the language its <html lang> names (the settings' default, or ?lang).
  const painted = globalThis.document?.documentElement.lang || 'fr';
  // The language's words are in before the first render (the stored catalogue names the offered languages).
  await startLanguage(platform, globalThis.location?.search ?? '');
  const dataLayer = createDataLayer();
  const app = <App platform={platform} http={http} data={dataLayer} />;
  // Markup in another language than the one shown renders anew.
  const hydration = data.hydrate && language.shown === painted ? hydrateServerPage(container, app) : null;
  if (hydration) {
    startDataLayer(dataLayer, http, { mountable: hydration.hydrated });
    return hydration.root;
  }
  const root = createRoot(container);
  if (shop.shopVer === null) return firstStart(root, { app, platform, http, dataLayer });
  // TanStack Query's client and the catalogue check, asked for now (in game at once).
  startDataLayer(dataLayer, http);
  // A server-rendered page shows its image already; otherwise the first frame waits for it.
  if (!container.hasChildNodes()) await leadImageReady(platform);
  root.render(app);
  return root;
}

/**
 * A start without any catalogue (the game's first start): the catalogue is asked for
 * before anything else, and the shop renders once it is there, with the products (or
 * without them after FIRST_CATALOGUE_WAIT_MS). Rendering it hidden meanwhile was slower
 * (its frame and effects held the answer back: home LCP 776 against 712 ms, medians of
 * 12 at 4x CPU). The data layer starts after that first frame, with this request as its
 * check's first attempt: its client, syncs and overlay roots are not on the way to the
 * first picture.
 */
async function firstStart(root: ShopRoot, { app, platform, http, dataLayer }: ConfiguredShop & { app: ReactElement; dataLayer: EmptyDataLayer }) {
  const check = http.call(endpoints.shopVer);
  // A failed check is the data layer's to show: this request is its first attempt.
  const answer = await Promise.race([check, wait(FIRST_CATALOGUE_WAIT_MS)]).catch(() => undefined);
  if (answer) {
    applyShopVersion(answer);
    await leadImageReady(platform);
  }
  root.render(app);
  afterNextPaint(() => startDataLayer(dataLayer, http, { firstCheck: check }));
  return root;
}

/**
 * The home's largest image, asked for as soon as the catalogue is known and awaited,
 * decoded, before the render that shows it (at most LEAD_IMAGE_WAIT_MS; a failed image
 * does not wait). Rendered before, the image arrived while the render and the work
 * after it held the main thread, and painted one to three frames after the rest
 * (Chromium 103, at 4x CPU: 50 to 125 ms later on a first start, 95 to 160 ms with the
 * stored catalogue).
 */
function leadImageReady(platform: Platform): Promise<void> {
  const path = leadImage(shop);
  if (!path) return Promise.resolve();
  const image = loadCarouselImage(path, (p) => assetUrl(p, platform.config, platform.flags.assets));
  return Promise.race([image.decode().catch(() => undefined), wait(LEAD_IMAGE_WAIT_MS)]);
}

function ConfigError({ problems }: { problems: string[] }) {
  return (
    <main className="page page-center" role="alert">
      <h1>{texts.errors.configTitle}</h1>
      <p>{texts.errors.configText}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
    </main>
  );
}
