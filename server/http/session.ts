import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Account } from '../../src/api/contract/account';
import type { AccountRow } from '../db/accounts';
import { loadAccount } from '../services/accounts';
import { sha256 } from '../services/secrets';
import { closeSession, openSession, sessionAccount } from '../services/sessions';
import type { AppContext, Deps } from './app-env';
import { fail } from './http-error';
import { publicOrigin } from './request-origin';

/** The session cookie: its value is the session's token (services/sessions). */
const COOKIE = 'hs_session';

export async function currentAccount(c: AppContext, deps: Deps): Promise<AccountRow | null> {
  const cached = c.get('account');
  if (cached !== undefined) return cached;
  const token = getCookie(c, COOKIE);
  const account = token ? await sessionAccount(deps.db, token, deps.now()) : null;
  c.set('account', account);
  return account;
}

/** How the sessions table names this request's session (the hash of its cookie's token), or null without one. */
export function sessionKey(c: AppContext): string | null {
  const token = getCookie(c, COOKIE);
  return token ? sha256(token) : null;
}

export async function requireAccount(c: AppContext, deps: Deps): Promise<AccountRow> {
  const account = await currentAccount(c, deps);
  if (!account) throw fail(401, 'Vous devez être connecté.');
  return account;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: String(row.id),
    username: row.username,
    avatarUrl: row.avatar_url,
    rank: row.rank,
    shopTokens: row.shop_tokens,
    group: row.grp,
    discordId: row.discord_id,
    subscription: row.subscription && { ...row.subscription, until: new Date(row.subscription.until).toISOString() },
  };
}

/** Opens a session and answers the account, as every login call does. */
export async function startSession(c: AppContext, deps: Deps, accountId: number, remember: boolean): Promise<Account> {
  const { token, lifetimeMs } = await openSession(deps.db, accountId, remember, deps.now());
  // remember-me: a lasting cookie; otherwise a browser-session cookie.
  setCookie(c, COOKIE, token, { ...cookieOptions(c, deps), ...(remember ? { maxAge: lifetimeMs / 1000 } : {}) });
  const account = await loadAccount(deps.db, accountId);
  c.set('account', account);
  return toAccount(account);
}

export async function endSession(c: AppContext, deps: Deps): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token) await closeSession(deps.db, token);
  deleteCookie(c, COOKIE, cookieOptions(c, deps));
}

/** Lax for the shop's own pages; None+Secure when the NUI page (another site) calls the API. */
function cookieOptions(c: AppContext, deps: Deps): CookieOptions {
  const origin = c.req.header('origin');
  const crossSite = origin !== undefined && origin !== publicOrigin(c, deps);
  const https = publicOrigin(c, deps).startsWith('https:');
  return crossSite
    ? { path: '/', httpOnly: true, sameSite: 'None', secure: true }
    : { path: '/', httpOnly: true, sameSite: 'Lax', secure: https };
}
