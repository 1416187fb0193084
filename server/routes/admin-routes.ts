import { Hono } from 'hono';
import { adminEndpoints } from '../../src/api/contract/admin';
import type { AppEnv, Deps } from '../http/app-env';
import { gameServer } from '../http/game-server';
import { honoPath, route } from '../http/endpoint-route';
import { serverSecretGuard } from '../http/server-secret';
import { ackDelivery, claimDeliveries } from '../services/deliveries';
import { adjustPoints } from '../services/admin-points';
import { gameTokenFor } from '../services/game-tokens';
import { claimTebexPayment } from '../services/tebex-claims';
import { findIdByLicense } from '../db/accounts';
import { fail } from '../http/http-error';
import { gameServerIds } from '../services/game-servers';

/** Called by the game resource (server side), never by a browser: guarded by the server secret. */
export function adminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = serverSecretGuard(deps);
  for (const e of Object.values(adminEndpoints)) if (e.auth === 'serverSecret') app.use(honoPath(e.path), guard);

  route(app, adminEndpoints.gameToken, async (c, { body }) => ({
    token: await gameTokenFor(deps.db, { ...body, server: await gameServer(c, deps.db) }, deps.now()),
    expiresIn: 60,
  }));

  route(app, adminEndpoints.claimDeliveries, async (_c, { body }) => {
    if (!(await gameServerIds(deps.db)).includes(body.server)) throw fail(400, 'Serveur de jeu inconnu.');
    return { deliveries: await claimDeliveries(deps.db, { server: body.server, licenses: body.licenses, now: deps.now() }) };
  });

  route(app, adminEndpoints.ackDelivery, async (_c, { params }) => {
    await ackDelivery(deps.db, params.id, deps.now());
    return { ok: true as const };
  });

  route(app, adminEndpoints.points, async (_c, { body }) => {
    const accountId = await findIdByLicense(deps.db, body.license);
    if (accountId === undefined) throw fail(404, `Aucun compte de la boutique n’est lié à ${body.license}.`);
    const admin = { id: null, username: 'console du jeu' };
    return { shopTokens: await adjustPoints(deps.db, { accountId, delta: body.delta, reason: body.reason, admin, now: deps.now() }) };
  });

  route(app, adminEndpoints.tebexClaim, async (c, { body }) =>
    claimTebexPayment(deps.db, { ...body, server: await gameServer(c, deps.db), now: deps.now() }));
  return app;
}
