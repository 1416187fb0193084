import type { MiddlewareHandler } from 'hono';
import type { Actor } from '../db/audit';
import type { AppContext, AppEnv, Deps } from './app-env';
import { fail } from './http-error';
import { publicOrigin } from './request-origin';
import { requireAccount } from './session';

/**
 * Guard of the console's API (`/api/manage/...`): the shop's own pages only (a foreign
 * Origin or `Sec-Fetch-Site: cross-site` is refused, GETs included: the answers are
 * private), then an admin's session (401 without one, 403 for a player).
 */
export function adminGuard(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const own = new Set([new URL(c.req.url).origin, publicOrigin(c, deps)]);
    if ((origin !== undefined && !own.has(origin)) || c.req.header('sec-fetch-site') === 'cross-site') {
      throw fail(403, 'Console d’administration : requête d’un autre site refusée.');
    }
    await currentAdmin(c, deps);
    await next();
  };
}

/** The admin making the request, as the audit log names them. */
export async function currentAdmin(c: AppContext, deps: Deps): Promise<Actor> {
  const account = await requireAccount(c, deps);
  if (account.grp !== 'admin') throw fail(403, 'Accès réservé aux administrateurs.');
  return { id: account.id, username: account.username };
}
