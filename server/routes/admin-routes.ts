import { Hono } from 'hono';
import { adminEndpoints } from '../../src/api/contract/admin';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { serverSecretGuard } from '../http/server-secret';
import { accountForPlayer, mintGameToken } from '../services/game-tokens';

/** Called by the game resource (server side), never by a browser: guarded by the server secret. */
export function adminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = serverSecretGuard(deps);
  for (const e of Object.values(adminEndpoints)) if (e.auth === 'serverSecret') app.use(e.path, guard);

  route(app, adminEndpoints.gameToken, async (_c, { body }) => {
    const accountId = await accountForPlayer(deps.db, body.license, body.username);
    return { token: await mintGameToken(deps.db, accountId, deps.now()), expiresIn: 60 };
  });
  return app;
}
