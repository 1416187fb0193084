import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { migrationsApplied } from '../db/migrations';

/**
 * For the host (a load balancer, an orchestrator): `/healthz`, the process answers;
 * `/readyz`, the database answers and has every migration of this code (503 otherwise:
 * send it no traffic yet, or any more).
 */
export function healthRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      if (await migrationsApplied(deps.db)) return c.json({ status: 'ready' });
      return c.json({ error: 'Migrations de la base de données en attente.' }, 503);
    } catch {
      return c.json({ error: 'Base de données injoignable.' }, 503);
    }
  });
  return app;
}
