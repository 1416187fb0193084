import { Hono } from 'hono';
import { manageEndpoints as m, STUCK_CLAIMS } from '../../src/api/contract/manage';
import { listAudit } from '../db/audit';
import { unitsSold } from '../db/figures-queries';
import { contactMessages, managedDeliveries, searchPlayers } from '../db/manage-queries';
import { adminGuard, currentAdmin } from '../http/admin-guard';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { adjustPoints } from '../services/admin-points';
import { erasePlayer, exportPlayer } from '../services/player-privacy';
import { fixedHighlights } from '../services/catalogue';
import { shopFigures } from '../services/figures';
import { markMessageHandled } from '../services/contact';
import { managedProducts, putHighlights, putProduct } from '../services/catalogue-admin';
import { cancelDelivery, retryDelivery } from '../services/manage-deliveries';
import { creditUnmatchedPayment, managedPayments } from '../services/manage-payments';
import { playerDetail } from '../services/manage-players';
import { refundPurchase } from '../services/purchase-refunds';
import { listSales } from '../db/sales';
import { putSale, removeSale } from '../services/sales';
import { putSettings, shownSettings } from '../services/shop-settings';
import { uploadImage } from '../services/uploaded-images';
import { addAdminSecurityRoutes } from './admin-security-routes';

/** The admin console's API (docs/admin.md): an admin's session, from the shop's own pages; every write audited. */
export function manageRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/api/manage/*', adminGuard(deps));

  route(app, m.players, async (_c, { query }) => ({ players: await searchPlayers(db, query.q ?? '') }));
  route(app, m.player, async (_c, { params }) => playerDetail(db, Number(params.id)));
  route(app, m.adjustPoints, async (c, { params, body }) => ({
    shopTokens: await adjustPoints(db, { accountId: Number(params.id), ...body, admin: await currentAdmin(c, deps), now: deps.now() }),
  }));
  route(app, m.exportPlayer, async (c, { params }) => {
    const data = await exportPlayer(db, Number(params.id), await currentAdmin(c, deps), deps.now());
    c.header('Content-Disposition', `attachment; filename="joueur-${params.id}.json"`);
    c.header('Cache-Control', 'no-store');
    return data;
  });
  route(app, m.erasePlayer, async (c, { params, body }) => {
    await erasePlayer(db, Number(params.id), body.reason.trim(), await currentAdmin(c, deps), deps.now());
    return { ok: true as const };
  });
  route(app, m.refundPurchase, async (c, { params, body }) => ({
    shopTokens: await refundPurchase(db, { orderId: params.orderId, reason: body.reason, admin: await currentAdmin(c, deps), now: deps.now() }),
  }));

  route(app, m.products, async () => ({
    products: await managedProducts(db),
    sold: Object.fromEntries((await unitsSold(db)).map((r) => [r.itemId, r.sold])),
  }));
  route(app, m.putProduct, async (c, { params, body }) => putProduct(db, params.itemId, body, await currentAdmin(c, deps), deps.now()));
  route(app, m.highlights, async () => fixedHighlights(db));
  route(app, m.putHighlights, async (c, { body }) => putHighlights(db, body, await currentAdmin(c, deps), deps.now()));
  // Raw bytes, not JSON: the route helper's body parsing does not apply.
  app.post(m.uploadImage.path, async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return c.json({ url: await uploadImage(db, bytes, c.req.header('content-type') ?? '', await currentAdmin(c, deps), deps.now()) });
  });

  route(app, m.deliveries, async (_c, { query }) => ({ deliveries: await managedDeliveries(db, { state: query.state ?? 'pending' }, STUCK_CLAIMS) }));
  route(app, m.retryDelivery, async (c, { params }) => {
    await retryDelivery(db, params.id, await currentAdmin(c, deps), deps.now());
    return { ok: true as const };
  });
  route(app, m.cancelDelivery, async (c, { params }) => {
    await cancelDelivery(db, params.id, await currentAdmin(c, deps), deps.now());
    return { ok: true as const };
  });

  route(app, m.messages, async () => ({ messages: await contactMessages(db) }));
  route(app, m.handleMessage, async (c, { params }) => {
    await markMessageHandled(db, Number(params.id), await currentAdmin(c, deps), deps.now());
    return { ok: true as const };
  });
  route(app, m.settings, async () => shownSettings(db));
  route(app, m.putSettings, async (c, { body }) => putSettings(db, body, await currentAdmin(c, deps), deps.now()));
  addAdminSecurityRoutes(app, deps);
  route(app, m.stats, async (_c, { query }) => shopFigures(db, query));
  route(app, m.payments, async (_c, { query }) => ({ payments: await managedPayments(db, query.state ?? 'all') }));
  route(app, m.creditPayment, async (c, { params, body }) =>
    creditUnmatchedPayment(db, { transactionId: params.transactionId, accountId: Number(body.accountId), admin: await currentAdmin(c, deps), now: deps.now() }));
  route(app, m.sales, async () => ({ sales: await listSales(db) }));
  route(app, m.putSale, async (c, { params, body }) => putSale(db, params.id, body, await currentAdmin(c, deps), deps.now()));
  route(app, m.deleteSale, async (c, { params }) => {
    await removeSale(db, params.id, await currentAdmin(c, deps), deps.now());
    return { ok: true as const };
  });
  route(app, m.audit, async (_c, { query }) => ({ entries: await listAudit(db, query.limit ?? 100) }));
  return app;
}
