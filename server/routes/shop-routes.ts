import { Hono } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import { LEAD_IMAGE_HEADER } from '../../src/api/contract/lead-image-header';
import { leadImage } from '../../src/domain/visibility';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { gameServer } from '../http/game-server';
import { fail } from '../http/http-error';
import { requireAccount } from '../http/session';
import { currentCatalogue } from '../services/catalogue';
import { todaysOffers } from '../services/daily-shop';
import { buyProducts } from '../services/purchase';

const MAX_KEY_LENGTH = 200;

export function shopRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.shopVer, async (c, { query }) => {
    const catalogue = await currentCatalogue(db, deps.now());
    if (query.version === catalogue.shopVer) return { shopVer: catalogue.shopVer };
    const lead = leadImage(catalogue.shopData);
    // A pasted address out of a header's characters is only in the body.
    if (lead && /^[\x21-\x7e]+$/.test(lead)) c.header(LEAD_IMAGE_HEADER, lead);
    return catalogue;
  });

  route(app, endpoints.dailyShop, async () => ({
    offers: (await todaysOffers(db, deps.now())).map((p) => p.item_id),
    lastFetchedAt: deps.now().toISOString(),
  }));

  route(app, endpoints.buyProducts, async (c, { body }) => {
    const account = await requireAccount(c, deps);
    const idempotencyKey = c.req.header('Idempotency-Key');
    if (idempotencyKey !== undefined && (idempotencyKey.length === 0 || idempotencyKey.length > MAX_KEY_LENGTH)) {
      throw fail(400, 'En-tête Idempotency-Key invalide.');
    }
    return buyProducts(db, {
      accountId: account.id,
      server: await gameServer(c, db),
      body,
      now: deps.now(),
      ...(idempotencyKey && { idempotencyKey }),
    });
  });

  return app;
}
