import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { Account } from '../../src/api/contract/account';
import { newToken, sha256 } from '../services/secrets';
import type { AccountRow, AppContext, Deps } from './app-env';
import { fail } from './http-error';
import { publicOrigin } from './request-origin';

const COOKIE = 'hs_session';
const REMEMBER_MS = 30 * 24 * 3600 * 1000;
/** A browser-session cookie still needs a server-side end. */
const SESSION_MS = 12 * 3600 * 1000;

const ACCOUNT_COLUMNS = 'a.id, a.username, a.avatar_url, a.rank, a.grp, a.shop_tokens, a.discord_id';

export async function currentAccount(c: AppContext, deps: Deps): Promise<AccountRow | null> {
  const cached = c.get('account');
  if (cached !== undefined) return cached;
  const token = getCookie(c, COOKIE);
  let account: AccountRow | null = null;
  if (token) {
    const hash = sha256(token);
    const [row] = await deps.db.query<AccountRow>(
      `SELECT ${ACCOUNT_COLUMNS} FROM sessions s JOIN accounts a ON a.id = s.account_id
       WHERE s.token_hash = $1 AND s.expires_at > $2`,
      [hash, deps.now()],
    );
    account = row ?? null;
    if (account) c.set('sessionHash', hash);
  }
  c.set('account', account);
  return account;
}

export async function requireAccount(c: AppContext, deps: Deps): Promise<AccountRow> {
  const account = await currentAccount(c, deps);
  if (!account) throw fail(401, 'Vous devez être connecté.');
  return account;
}

export async function loadAccount(deps: Deps, id: number): Promise<AccountRow> {
  const [row] = await deps.db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
  if (!row) throw fail(404, 'Compte introuvable.');
  return row;
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
  };
}

/** Opens a session and answers the account, as every login call does. */
export async function startSession(c: AppContext, deps: Deps, accountId: number, remember: boolean): Promise<Account> {
  const token = newToken();
  const lifetime = remember ? REMEMBER_MS : SESSION_MS;
  await deps.db.query('INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
    sha256(token),
    accountId,
    new Date(deps.now().getTime() + lifetime),
  ]);
  // remember-me: a lasting cookie; otherwise a browser-session cookie.
  setCookie(c, COOKIE, token, { ...cookieOptions(c, deps), ...(remember ? { maxAge: lifetime / 1000 } : {}) });
  const account = await loadAccount(deps, accountId);
  c.set('account', account);
  return toAccount(account);
}

export async function endSession(c: AppContext, deps: Deps): Promise<void> {
  const token = getCookie(c, COOKIE);
  if (token) await deps.db.query('DELETE FROM sessions WHERE token_hash = $1', [sha256(token)]);
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
