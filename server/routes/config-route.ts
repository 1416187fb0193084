import { Hono } from 'hono';
import * as z from 'zod/mini';
import { ShopConfig, type ShopConfigInput } from '../../src/api/contract/config';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';

/** GET /config.json: the web target's runtime config; in sandbox mode every provider is this server. */
export function configRoute(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(validShopConfig(c, deps));
  });
  return app;
}

/** The config as the client will read it (also inlined into the page). */
export function validShopConfig(c: AppContext, deps: Deps): ShopConfig {
  return z.parse(ShopConfig, shopConfig(c, deps));
}

export function shopConfig(c: AppContext, deps: Deps): ShopConfigInput {
  const origin = publicOrigin(c, deps);
  const sandbox = (path: string, configured?: string) => configured ?? (deps.sandbox ? `${origin}/sandbox/${path}` : undefined);
  return {
    apiBaseUrl: '',
    webShopUrl: origin,
    tebex: {
      publicToken: deps.tebex.publicToken,
      headlessUrl: sandbox('tebex', deps.tebex.headlessUrl),
      checkoutEndpoint: sandbox('checkout', deps.tebex.checkoutEndpoint),
      discordPackageIds: deps.tebex.discordPackageIds ?? [],
    },
    discord: { clientId: deps.discord.clientId, authorizeUrl: sandbox('discord/authorize', deps.discord.authorizeUrl) },
    forum: {
      url: sandbox('forum', deps.forum.url) ?? 'https://forum.cfx.re',
      clientId: deps.forum.clientId,
      applicationName: deps.forum.applicationName,
      publicKey: deps.forum.publicKeyPem,
    },
    communityChatUrl: deps.communityChatUrl,
    socialLinks: deps.socialLinks ?? [],
  };
}
