import type { Account } from '../src/api/contract/account';
import type { ShopVerAnswer } from '../src/api/contract/shop';
import type { Locale } from '../src/api/contract/shop-identity';
import type { ShopConfig } from '../src/api/contract/config';
import type { Database } from './db/queryable';

/** Everything the app depends on, injected: tests pass an in-memory database, a clock and a fetch. */
export interface AppOptions {
  db: Database;
  now?: () => Date;
  /** Provider emulators under /sandbox and a dev server secret; never in production. */
  sandbox: boolean;
  /** Guards the game-token minting route; without it the route is off. */
  serverSecret?: string;
  /**
   * Key of the Tebex webhook's X-Signature (TEBEX_WEBHOOK_SECRET); without it the
   * webhook is off, except with the sandbox, where the development secret stands in.
   */
  tebexWebhookSecret?: string;
  /** The shop's public origin when it runs behind a proxy; else derived from Host. */
  publicUrl?: string;
  /** Extra origins allowed to call the API with cookies (CORS + CSRF). */
  allowedOrigins?: string[];
  /** FiveM resource name: its NUI page runs on https://cfx-nui-<resource>. */
  nuiResource: string;
  /**
   * Read the client IP from X-Forwarded-For, as appended by this many trusted proxies
   * (true: one); only behind proxies that append to it.
   */
  trustProxy?: boolean | number;
  /** Outbound HTTP (forum, Discord); tests route it into the app itself. */
  fetch?: typeof fetch;
  forum: { url?: string; clientId: string; applicationName: string; privateKeyPem: string; publicKeyPem: string };
  discord: { clientId: string; clientSecret: string; apiUrl?: string; authorizeUrl?: string };
  tebex: { publicToken: string; headlessUrl?: string; checkoutEndpoint?: string; discordPackageIds?: number[] };
  communityChatUrl: string;
  socialLinks?: { name: string; url: string }[];
  /** Built web target (dist/web); absent or missing: the API still runs. */
  webRoot?: string;
  /** Renders a page's first paint into the HTML (dist/web-ssr); without it the page starts empty. */
  prerender?: Prerender;
  /** ADMIN_REQUIRE_2FA=1: an admin without a second factor may only enrol one (docs/admin.md). */
  adminRequire2fa?: boolean;
}

/** The markup of the shop's first render of a page, or null when it cannot be rendered. */
export type Prerender = (page: { path: string; config: ShopConfig; catalogue: ShopVerAnswer; account: Account | null; language: Locale }) => Promise<string | null>;
