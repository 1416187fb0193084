// Runtime configuration: read at start (web: /config.json, NUI: sent by the game),
// so a server admin changes it without rebuilding.
import * as z from 'zod/mini';

const httpUrl = z.url({ protocol: /^https?$/ });

export const ShopConfig = z.object({
  /** Base of the own API; '' means the page's own origin. */
  apiBaseUrl: z._default(z.string(), ''),
  /** Absolute address of the web shop, for links opened from the game. */
  webShopUrl: httpUrl,
  tebex: z.object({
    publicToken: z.string().check(z.minLength(1)),
    headlessUrl: z._default(httpUrl, 'https://headless.tebex.io'),
    checkoutEndpoint: z.optional(httpUrl),
    /** Packages added with the player's Discord id as variable data (`identifier`, `gifter`, `discord_id`). */
    discordPackageIds: z._default(z.array(z.number()), []),
  }),
  discord: z.object({
    clientId: z.string().check(z.minLength(1)),
    authorizeUrl: z._default(httpUrl, 'https://discord.com/oauth2/authorize'),
  }),
  forum: z.object({
    url: httpUrl,
    clientId: z.string().check(z.minLength(1)),
    applicationName: z.string().check(z.minLength(1)),
    /** PEM public key the forum encrypts the user-api-key payload with. */
    publicKey: z.string().check(z.minLength(1)),
  }),
  communityChatUrl: httpUrl,
  socialLinks: z._default(z.array(z.object({ name: z.string(), url: httpUrl })), []),
});
export type ShopConfig = z.infer<typeof ShopConfig>;
export type ShopConfigInput = z.input<typeof ShopConfig>;

/** Fills what a partial runtime config leaves out from the defaults (one level deep). */
export function withDefaults(defaults: ShopConfigInput, override: unknown): unknown {
  if (typeof override !== 'object' || override === null || Array.isArray(override)) return override;
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(override)) {
    const base = merged[key];
    merged[key] =
      typeof base === 'object' && base !== null && !Array.isArray(base) && typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { ...base, ...value }
        : value;
  }
  return merged;
}
