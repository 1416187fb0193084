// Discord link (spec 01 §4 "Chat link"): authorize with a server-issued state, come
// back to /discordAuth, exchange the code.
import * as z from 'zod/mini';
import { issueDiscordState } from '../../api/account-queries';
import type { Http } from '../../api/http';
import { texts } from '../../i18n/fr';
import type { Platform } from '../../platform/platform';
import { STORAGE_PREFIX } from '../../state/persist';
import { showToast } from '../../ui/toast';

export const DISCORD_STATE_KEY = `${STORAGE_PREFIX}discordState`;
export const DISCORD_RETURN_PATH = '/discordAuth';

/** Our JSON state: the server's one-use value, where to come back to, and the rank purchase the link interrupted. */
export const DiscordState = z.object({
  nonce: z.string(),
  previousPage: z.string(),
  packageId: z.optional(z.number()),
  isGift: z.optional(z.boolean()),
});
type PendingPurchase = Pick<z.infer<typeof DiscordState>, 'packageId' | 'isGift'>;

export async function startDiscordLink(
  http: Http,
  platform: Pick<Platform, 'config' | 'flags' | 'storage' | 'openExternal'>,
  previousPage: string,
  pending: PendingPurchase = {},
  leave: (url: string) => void = (url) => window.location.assign(url),
) {
  if (platform.flags.auth === 'external') {
    // Discord cannot redirect back into the game's page: the link is made on the web shop.
    platform.openExternal(platform.config.webShopUrl);
    showToast(texts.account.discordInBrowser);
    return;
  }
  const { state: nonce } = await issueDiscordState(http);
  const state = JSON.stringify({ nonce, previousPage, ...pending });
  await platform.storage.setItem(DISCORD_STATE_KEY, state);
  leave(discordAuthorizeUrl(platform.config.discord, window.location.origin, state));
}

export function discordAuthorizeUrl(discord: Platform['config']['discord'], origin: string, state: string): string {
  const params = new URLSearchParams({
    client_id: discord.clientId,
    response_type: 'code',
    scope: 'identify',
    state,
    redirect_uri: origin + DISCORD_RETURN_PATH,
  });
  return `${discord.authorizeUrl}?${params}`;
}

/** The state we stored (never the address alone), or null. */
export function storedDiscordState(state: string | null): z.infer<typeof DiscordState> | null {
  try {
    const parsed = DiscordState.safeParse(JSON.parse(state ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
