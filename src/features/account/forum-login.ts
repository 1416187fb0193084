// Forum (Cfx.re, Discourse user-api-key) login, spec 01 §4: the browser leaves for the
// forum's key page; it comes back to /cfxAuth with the encrypted payload and our state.
import * as z from 'zod/mini';
import { tryLock } from '../../lib/locks';
import type { Platform } from '../../platform/platform';
import { STORAGE_PREFIX } from '../../state/persist';
import { main } from '../../state/main-store';
import { randomToken } from '../../lib/random-token';

export const FORUM_NONCE_KEY = `${STORAGE_PREFIX}forumNonce`;
export const FORUM_RETURN_PATH = '/cfxAuth';
export const FORUM_SCOPES = 'session_info,read,write';
/** An abandoned attempt (the player came back without answering) frees the lock after this. */
export const FORUM_ATTEMPT_MS = 15_000;
export const FORUM_LOCK = 'forum-login';
/** The return exchanges one payload once (its own lock: the attempt's may still be held). */
export const FORUM_RETURN_LOCK = 'forum-return';

/** Overlays a forum login may reopen on return. */
export const RESTORABLE_POPUPS = ['characterSelect', 'history'] as const;
export const ForumState = z.object({
  action: z.literal('login'),
  restorePage: z.string(),
  restorePopup: z.optional(z.enum(RESTORABLE_POPUPS)),
});
export type ForumState = z.infer<typeof ForumState>;

export type ForumLoginOutcome = 'redirected' | 'already-connected' | 'busy' | 'opened-web-shop';

/** Sends the player to the forum's user-api-key page (or, where the page cannot come back, to the web shop). */
export async function startForumLogin(
  platform: Pick<Platform, 'config' | 'flags' | 'storage' | 'openExternal'>,
  state: Omit<ForumState, 'action'>,
  leave: (url: string) => void = (url) => window.location.assign(url),
): Promise<ForumLoginOutcome> {
  if (main.user) {
    console.info('Already connected');
    return 'already-connected';
  }
  if (platform.flags.auth === 'external') {
    // The forum cannot redirect back into the game's page: the player logs in on the web shop.
    platform.openExternal(platform.config.webShopUrl);
    return 'opened-web-shop';
  }
  const release = tryLock(FORUM_LOCK);
  if (!release) return 'busy';
  setTimeout(release, FORUM_ATTEMPT_MS);
  const nonce = randomToken();
  await platform.storage.setItem(FORUM_NONCE_KEY, nonce);
  leave(forumKeyUrl(platform.config.forum, window.location.origin, nonce, { action: 'login', ...state }));
  return 'redirected';
}

export function forumKeyUrl(forum: Platform['config']['forum'], origin: string, nonce: string, state: ForumState): string {
  const authRedirect = `${origin}${FORUM_RETURN_PATH}?${new URLSearchParams({ state: JSON.stringify(state) })}`;
  const params = new URLSearchParams({
    auth_redirect: authRedirect,
    application_name: forum.applicationName,
    client_id: forum.clientId,
    scopes: FORUM_SCOPES,
    nonce,
    public_key: forum.publicKey,
  });
  return `${forum.url.replace(/\/+$/, '')}/user-api-key/new?${params}`;
}

/** The state the forum handed back, or a plain return home when it is missing or forged. */
export function parseForumState(raw: string | null): ForumState {
  try {
    const parsed = ForumState.safeParse(JSON.parse(raw ?? ''));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through.
  }
  return { action: 'login', restorePage: 'homepage' };
}
