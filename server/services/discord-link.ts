import { findIdByDiscordId, setDiscordId } from '../db/accounts';
import { consumeOauthState, insertOauthState } from '../db/oauth-states';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { newToken } from './secrets';

const STATE_TTL_MS = 10 * 60 * 1000;

export async function issueDiscordState(db: Queryable, accountId: number, now: Date): Promise<string> {
  const state = newToken(24);
  await insertOauthState(db, state, accountId, new Date(now.getTime() + STATE_TTL_MS));
  return state;
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
