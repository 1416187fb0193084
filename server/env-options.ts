import { join } from 'node:path';
import type { AppOptions } from './app-options';
import type { Database } from './db/queryable';
import { DEV_SERVER_SECRET } from './http/server-secret';
import { DEV_TEBEX_WEBHOOK_SECRET } from './http/tebex-signature';
import type { ForumKeys } from './services/forum-keys';

/** The address the server listens on (HOST); a newcomer's `npm start` stays on this machine. */
export const listenHost = (env: NodeJS.ProcessEnv) => env.HOST || 'localhost';

const isLoopback = (host: string) => {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare.endsWith('.localhost') || bare === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(bare);
};

/** TRUST_PROXY=<number of proxies in front> (1: one reverse proxy); 0 when unset or invalid. */
function trustedProxies(env: NodeJS.ProcessEnv): number {
  const proxies = Number(env.TRUST_PROXY);
  return Number.isInteger(proxies) && proxies > 0 ? proxies : 0;
}

export interface SandboxMode {
  sandbox: boolean;
  /** Why, for the start-up log. */
  reason: string;
  /** Settings refused because of it (a development secret without the sandbox), or missing without it. */
  warnings: string[];
}

/**
 * The sandbox (provider emulators, /sandbox/gameToken that logs in as anyone, the
 * checkout's pay page, the development SERVER_SECRET and TEBEX_WEBHOOK_SECRET) runs for a development server
 * on this machine only: off when bound to a non-loopback HOST, with an https
 * PUBLIC_URL or behind a proxy (TRUST_PROXY), off with SANDBOX=0 or NODE_ENV=production;
 * SANDBOX=1 forces it on.
 */
export function sandboxMode(env: NodeJS.ProcessEnv): SandboxMode {
  const host = listenHost(env);
  const https = env.PUBLIC_URL?.toLowerCase().startsWith('https:') ?? false;
  const [sandbox, reason] =
    env.SANDBOX === '1' ? [true, 'SANDBOX=1 (forced: never on a public server)']
    : env.SANDBOX === '0' ? [false, 'SANDBOX=0']
    : env.NODE_ENV === 'production' ? [false, 'NODE_ENV=production']
    : !isLoopback(host) ? [false, `HOST=${host} is not a loopback address (SANDBOX=1 forces it)`]
    : https ? [false, `PUBLIC_URL ${env.PUBLIC_URL} is https (SANDBOX=1 forces it)`]
    : trustedProxies(env) > 0 ? [false, `TRUST_PROXY=${env.TRUST_PROXY}: a proxy lets others in (SANDBOX=1 forces it)`]
    : [true, `development on ${host} (set HOST or an https PUBLIC_URL to turn it off)`];
  const warnings = [
    ...(!sandbox && env.SERVER_SECRET === DEV_SERVER_SECRET
      ? [`SERVER_SECRET=${DEV_SERVER_SECRET} is the public development secret: refused without the sandbox, game tokens are off until SERVER_SECRET is set to a secret of your own.`]
      : []),
    ...(!sandbox && env.TEBEX_WEBHOOK_SECRET === DEV_TEBEX_WEBHOOK_SECRET
      ? [`TEBEX_WEBHOOK_SECRET=${DEV_TEBEX_WEBHOOK_SECRET} is the public development secret: refused without the sandbox, the Tebex webhook is off until TEBEX_WEBHOOK_SECRET is the secret Tebex shows for your endpoint.`]
      : []),
    ...(!sandbox && !env.TEBEX_WEBHOOK_SECRET
      ? ['TEBEX_WEBHOOK_SECRET is unset: the Tebex webhook answers 503 and no Tebex payment is credited (see docs/tebex.md).']
      : []),
  ];
  return { sandbox, reason, warnings };
}

/** Environment variables → app options; documented in docs/api.md. */
export function optionsFromEnv(env: NodeJS.ProcessEnv, db: Database, forumKeys: ForumKeys, root: string): AppOptions {
  const { sandbox } = sandboxMode(env);
  const list = (value?: string) => value?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  // The development secret is known to everyone: accepted only with the sandbox.
  const secret = env.SERVER_SECRET === DEV_SERVER_SECRET && !sandbox ? undefined : env.SERVER_SECRET;
  const webhookSecret = env.TEBEX_WEBHOOK_SECRET === DEV_TEBEX_WEBHOOK_SECRET && !sandbox ? undefined : env.TEBEX_WEBHOOK_SECRET;
  return {
    db,
    sandbox,
    ...optional('serverSecret', secret ?? (sandbox ? DEV_SERVER_SECRET : undefined)),
    ...optional('tebexWebhookSecret', webhookSecret ?? (sandbox ? DEV_TEBEX_WEBHOOK_SECRET : undefined)),
    ...optional('publicUrl', env.PUBLIC_URL),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    nuiResource: env.NUI_RESOURCE ?? 'hurricane_shop',
    trustProxy: trustedProxies(env) || false,
    forum: {
      ...optional('url', env.FORUM_URL),
      clientId: env.FORUM_CLIENT_ID ?? 'hurricane-shop',
      applicationName: env.FORUM_APPLICATION_NAME ?? 'Boutique Hurricane',
      ...forumKeys,
    },
    discord: {
      clientId: env.DISCORD_CLIENT_ID ?? 'sandbox-client-id',
      clientSecret: env.DISCORD_CLIENT_SECRET ?? 'sandbox-client-secret',
      ...optional('apiUrl', env.DISCORD_API_URL),
      ...optional('authorizeUrl', env.DISCORD_AUTHORIZE_URL),
    },
    tebex: {
      publicToken: env.TEBEX_PUBLIC_TOKEN ?? 'sandbox-token',
      ...optional('headlessUrl', env.TEBEX_HEADLESS_URL),
      ...optional('checkoutEndpoint', env.TEBEX_CHECKOUT_ENDPOINT),
      // The demo's rank packages carry the Discord id (the sandbox's 101–105) unless set.
      discordPackageIds: (env.TEBEX_DISCORD_PACKAGE_IDS ?? (sandbox ? '101,102,103,104,105' : '')).split(',').map(Number).filter((id) => Number.isInteger(id) && id > 0),
    },
    communityChatUrl: env.COMMUNITY_CHAT_URL ?? 'https://discord.gg/hurricane',
    socialLinks: env.SOCIAL_LINKS ? (JSON.parse(env.SOCIAL_LINKS) as AppOptions['socialLinks']) : [],
    webRoot: env.WEB_ROOT ?? join(root, 'dist', 'web'),
    adminRequire2fa: env.ADMIN_REQUIRE_2FA === '1',
  };
}

/** exactOptionalPropertyTypes-friendly: the key only when there is a value. */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;
