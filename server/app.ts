import * as z from 'zod/mini';
import { Hono } from 'hono';
import { join } from 'node:path';
import type { Account } from '../src/api/contract/account';
import type { AppOptions, Prerender } from './app-options';
import type { AppContext, AppEnv, Deps } from './http/app-env';
import { apiHeaders } from './http/api-headers';
import { bodySizeLimit } from './http/body-size';
import { wholeGzip } from './http/whole-gzip';
import { HttpError } from './http/http-error';
import { isDatabaseUnavailable } from './db/database-errors';
import { healthRoutes } from './routes/health-routes';
import { originGuard } from './http/origin-guard';
import { publicOrigin } from './http/request-origin';
import { pageContentSecurityPolicy, securityHeaders } from './http/security-headers';
import { currentAccount, toAccount } from './http/session';
import { staticSite, type PageExtras } from './http/static-site';
import { imageHeaders } from './http/image-headers';
import { accountRoutes } from './routes/account-routes';
import { adminRoutes } from './routes/admin-routes';
import { authRoutes } from './routes/auth-routes';
import { manageRoutes } from './routes/manage-routes';
import { uploadedImagesRoute } from './routes/uploaded-images-route';
import { configRoute, validShopConfig } from './routes/config-route';
import { wordsRoutes } from './routes/words-route';
import { miscRoutes } from './routes/misc-routes';
import { shopRoutes } from './routes/shop-routes';
import { tebexRoutes } from './routes/tebex-routes';
import { sandboxRoutes } from './sandbox/sandbox-routes';
import { currentCatalogue } from './services/catalogue';
import { leadImage } from '../src/domain/visibility';
import { wantedLanguage } from '../src/domain/languages';
import { Locale } from '../src/api/contract/shop-identity';
import { IMAGE_SLOTS, imageSrcSet } from '../src/domain/image-variants';
import { paletteStyle } from '../src/domain/palette-style';
import { ShopConfig } from '../src/api/contract/config';

/** The whole shop server as a Hono app: tests call app.request() without a network. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const deps: Deps = { ...options, now: options.now ?? (() => new Date()), fetch: options.fetch ?? fetch };
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status, error.headers);
    // Rolled back whole: nothing half-done; the client may retry (a purchase with its Idempotency-Key).
    if (isDatabaseUnavailable(error)) return c.json({ error: 'Le service est momentanément indisponible. Réessayez dans un instant.' }, 503);
    console.error(error);
    return c.json({ error: 'Erreur interne du serveur. Réessayez plus tard.' }, 500);
  });

  app.use('*', securityHeaders(deps));
  app.route('/', healthRoutes(deps));
  app.use('/api/*', apiHeaders());
  app.use('/api/*', originGuard(deps));
  // After the origin guard (a refused body still gets its CORS headers), before any parsing.
  app.use('/api/*', bodySizeLimit());
  // The catalogue, the API's one large answer (27 KB in the demo), in gzip to the browsers and the game that take it.
  app.use('/api/shopVer', wholeGzip());
  for (const routes of [authRoutes, accountRoutes, shopRoutes, miscRoutes, adminRoutes, tebexRoutes, manageRoutes, wordsRoutes]) app.route('/', routes(deps));
  app.all('/api/*', (c) => c.json({ error: 'Cette adresse de l’API n’existe pas.' }, 404));
  app.route('/', configRoute(deps));
  app.use('/images/*', imageHeaders());
  app.route('/', uploadedImagesRoute(deps));
  // The sandbox checkout calls the shop's own webhook in process, through every middleware, as Tebex would.
  if (deps.sandbox) app.route('/sandbox', sandboxRoutes(deps, (request) => app.fetch(request)));
  app.route('/', staticSite(deps.webRoot ?? join(process.cwd(), 'dist', 'web'), (c) => pageExtras(c, deps)));
  return app;
}

/**
 * The config and, when it loads, the catalogue (the first visit renders products at
 * once) with the page's first paint rendered from them; on the home, the first best
 * seller's image, the page's largest paint.
 */
async function pageExtras(c: AppContext, deps: Deps): Promise<PageExtras> {
  const config = await validShopConfig(c, deps);
  // The identity is inlined once, with the catalogue (the client takes it from there).
  const inline: Record<string, unknown> = { 'shop-config': z.parse(ShopConfig, config) };
  const headers = { 'Content-Security-Policy': pageContentSecurityPolicy(config, publicOrigin(c, deps)) };
  const brand = config.brand && config.palette && { title: config.brand.shopName, icon: config.brand.logoUrl, style: paletteStyle(config.palette) };
  try {
    const catalogue = await currentCatalogue(deps.db, deps.now());
    inline['shop-catalogue'] = catalogue;
    const image = leadImage(catalogue.shopData);
    // The page is `private, no-cache`: the session's own account may travel in it.
    const account = await sessionAccount(c, deps);
    if (account) inline['shop-account'] = account;
    // The settings' default language, or the one the address asks for (`?lang=en`) when offered.
    const asked = Locale.safeParse(c.req.query('lang'));
    const language = wantedLanguage(asked.success ? asked.data : null, catalogue.identity);
    return {
      language,
      inline,
      headers,
      brand,
      // As the carousel shows it, so the browser takes the same variant.
      preloadImages: c.req.path === '/' && image ? [{ href: image, srcset: imageSrcSet(image, 'wide', (path) => path), sizes: IMAGE_SLOTS.wide.sizes }] : [],
      root: await prerendered(deps, { path: c.req.path, config, catalogue, account, language }),
    };
  } catch (error) {
    console.error('[page] catalogue not inlined', error); // the client asks /api/shopVer
    return { inline, headers, brand };
  }
}

/** A page whose first paint cannot be rendered still starts, empty, in the browser. */
async function prerendered(deps: Deps, page: Parameters<Prerender>[0]): Promise<string | undefined> {
  try {
    return (await deps.prerender?.(page)) ?? undefined;
  } catch (error) {
    console.error(`[page] ${page.path} not prerendered`, error);
    return undefined;
  }
}

async function sessionAccount(c: AppContext, deps: Deps): Promise<Account | null> {
  const row = await currentAccount(c, deps);
  return row ? toAccount(row) : null;
}
