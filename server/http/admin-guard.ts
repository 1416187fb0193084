import type { MiddlewareHandler } from 'hono';
import { adminSecurityEndpoints as sec, SECOND_FACTOR_ERRORS } from '../../src/api/contract/admin-security';
import type { Actor } from '../db/audit';
import { secondFactorGiven, type AdminSession } from '../services/admin-second-factor';
import type { AppContext, AppEnv, Deps } from './app-env';
import { fail } from './http-error';
import { publicOrigin } from './request-origin';
import { requireAccount, sessionKey } from './session';

/** What an admin whose session has not given its second factor may call: their state, and the code. */
const BEFORE_CODE = new Set<string>([sec.secondFactor.path, sec.verifySecondFactor.path]);
/** What an admin without a second factor may call when ADMIN_REQUIRE_2FA holds: their state, and the enrolment. */
const BEFORE_ENROLMENT = new Set<string>([sec.secondFactor.path, sec.startEnrolment.path, sec.confirmEnrolment.path]);

/**
 * Guard of the console's API (`/api/manage/...`): the shop's own pages only (a foreign
 * Origin or `Sec-Fetch-Site: cross-site` is refused, GETs included: the answers are
 * private), then an admin's session (401 without one, 403 for a player), then its second
 * factor: an admin with a TOTP app gives a code once per session (401 until then), and with
 * ADMIN_REQUIRE_2FA an admin without one may only enrol (403).
 */
export function adminGuard(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = new Set([new URL(c.req.url).origin, publicOrigin(c, deps)]);
    if ((origin !== undefined && !own.has(origin)) || c.req.header('sec-fetch-site') === 'cross-site') {
      throw fail(403, 'Console d’administration : requête d’un autre site refusée.');
    }
    const given = await secondFactorGiven(deps.db, await adminSession(c, deps));
    if (!given.verified && !BEFORE_CODE.has(c.req.path)) throw fail(401, SECOND_FACTOR_ERRORS.codeRequired);
    if (deps.adminRequire2fa && !given.enrolled && !BEFORE_ENROLMENT.has(c.req.path)) throw fail(403, SECOND_FACTOR_ERRORS.enrolmentRequired);
    await next();
  };
}

/** The admin making the request, as the audit log names them. */
export async function currentAdmin(c: AppContext, deps: Deps): Promise<Actor> {
  const account = await requireAccount(c, deps);
  if (account.grp !== 'admin') throw fail(403, 'Accès réservé aux administrateurs.');
  return { id: account.id, username: account.username };
}

/** The admin making the request and their session's key (the second factor's routes). */
export async function adminSession(c: AppContext, deps: Deps): Promise<AdminSession> {
  const admin = await currentAdmin(c, deps);
  return { admin: { ...admin, id: admin.id! }, sessionKey: sessionKey(c) };
}
