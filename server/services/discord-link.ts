import { findIdByDiscordId, setDiscordId } from '../db/accounts';
import { consumeOauthState, deleteExpiredOauthStates, insertOauthState, lockAccountStates, stateExpiriesAfter } from '../db/oauth-states';
import type { Database, Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { newToken } from './secrets';

const STATE_TTL_MS = 10 * 60 * 1000;
/** States one account may get per minute (a link needs one; a few retries are fine). */
const MAX_STATES_PER_MINUTE = 5;
const MINUTE_MS = 60 * 1000;

/**
 * A new state for the account, at most 5 a minute (429 beyond, with Retry-After);
 * counted under the account's lock, so parallel calls cannot all pass. Expired
 * states (of every account) are purged here.
 */
export async function issueDiscordState(db: Database, accountId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await lockAccountStates(tx, accountId);
    await deleteExpiredOauthStates(tx, now);
    // A state expires STATE_TTL_MS after it was issued: those issued in the last minute expire after now + TTL − 1 min.
    const lastMinute = await stateExpiriesAfter(tx, accountId, new Date(now.getTime() + STATE_TTL_MS - MINUTE_MS));
    if (lastMinute.length >= MAX_STATES_PER_MINUTE) {
      const oldest = lastMinute[lastMinute.length - MAX_STATES_PER_MINUTE]!;
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() - STATE_TTL_MS + MINUTE_MS - now.getTime()) / 1000));
      throw fail(429, 'Trop de demandes de liaison avec Discord. Réessayez dans une minute.', { 'Retry-After': String(retryAfter) });
    }
    const state = newToken(24);
    await insertOauthState(tx, state, accountId, new Date(now.getTime() + STATE_TTL_MS));
    return state;
  });
}

/**
 * The returned state must carry, verbatim, a value this server issued to this
 * account less than 10 minutes ago (alone, or inside the client's own JSON state);
 * it is consumed, so a state works once.
 */
export async function consumeDiscordState(db: Queryable, accountId: number, state: string, now: Date): Promise<void> {
  if (!(await consumeOauthState(db, accountId, state, now))) throw fail(400, 'Echec de la connexion avec Discord : état de la demande invalide ou expiré.');
}

/** Authorization code → access token → Discord user id, as Discord's OAuth2 documents it. */
export async function exchangeDiscordCode(
  fetcher: typeof fetch,
  api: string,
  client: { clientId: string; clientSecret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const failed = () => fail(502, 'Echec de la connexion avec Discord');
  const tokenResponse = await fetcher(`${api}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
    }),
  }).catch(() => null);
  if (tokenResponse?.status === 400) throw fail(400, 'Echec de la connexion avec Discord : code invalide ou expiré.');
  const token = tokenResponse?.ok ? ((await tokenResponse.json()) as { access_token?: string }) : null;
  if (!token?.access_token) throw failed();
  const userResponse = await fetcher(`${api}/users/@me`, { headers: { Authorization: `Bearer ${token.access_token}` } }).catch(() => null);
  const user = userResponse?.ok ? ((await userResponse.json()) as { id?: string }) : null;
  if (!user?.id) throw failed();
  return user.id;
}

export async function storeDiscordId(db: Queryable, accountId: number, discordId: string): Promise<void> {
  const owner = await findIdByDiscordId(db, discordId);
  if (owner !== undefined && owner !== accountId) throw fail(409, 'Ce compte Discord est déjà lié à un autre compte.');
  await setDiscordId(db, accountId, discordId);
}
