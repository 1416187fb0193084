import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { ShopConfigInput } from '../../src/api/contract/config';
import { ServedConfig } from '../../src/api/contract/served-config';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { shopIdentity } from '../../src/domain/identity-from-settings';
import { readSettings } from '../services/shop-settings';

/** GET /config.json: the web target's runtime config; in sandbox mode every provider is this server. */
export function configRoute(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/config.json', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await validShopConfig(c, deps));
  });
  return app;
}

/** The config as the client will read it (also inlined into the page), with the shop's identity from its settings. */
export async function validShopConfig(c: AppContext, deps: Deps): Promise<ServedConfig> {
  return z.parse(ServedConfig, { ...shopConfig(c, deps), ...(await identity(deps)) });
}

/** Read at each request, so every instance serves an admin's change at once. */
async function identity(deps: Deps): Promise<Partial<z.input<typeof ServedConfig>>> {
  try {
    return shopIdentity(await readSettings(deps.db));
  } catch (error) {
    // The page still starts (as with its catalogue), in the build's own texts.
    console.error('[config] settings not read', error);
    return {};
  }
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
