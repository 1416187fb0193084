import { join } from 'node:path';
import type { AppOptions } from './app-options';
import type { Database } from './db/queryable';
import type { ForumKeys } from './services/forum-keys';

/** Environment variables → app options; documented in docs/api.md. */
export function optionsFromEnv(env: NodeJS.ProcessEnv, db: Database, forumKeys: ForumKeys, root: string): AppOptions {
  const sandbox = env.NODE_ENV !== 'production' && env.SANDBOX !== '0';
  const list = (value?: string) => value?.split(',').map((s) => s.trim()).filter(Boolean) ?? [];
  return {
    db,
    sandbox,
    // The dev secret exists only with the sandbox, so a production server cannot run with it.
    ...optional('serverSecret', env.SERVER_SECRET ?? (sandbox ? 'dev-server-secret' : undefined)),
    ...optional('publicUrl', env.PUBLIC_URL),
    allowedOrigins: list(env.ALLOWED_ORIGINS),
    nuiResource: env.NUI_RESOURCE ?? 'hurricane_shop',
    trustProxy: env.TRUST_PROXY === '1',
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
    },
    communityChatUrl: env.COMMUNITY_CHAT_URL ?? 'https://discord.gg/hurricane',
    socialLinks: env.SOCIAL_LINKS ? (JSON.parse(env.SOCIAL_LINKS) as AppOptions['socialLinks']) : [],
    webRoot: env.WEB_ROOT ?? join(root, 'dist', 'web'),
  };
}

/** exactOptionalPropertyTypes-friendly: the key only when there is a value. */
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;
