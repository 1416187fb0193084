import { Hono } from 'hono';
import * as z from 'zod/mini';
import { findByUsername } from '../db/accounts';
import type { AppEnv, Deps } from '../http/app-env';
import { validate } from '../http/endpoint-route';
import { fail } from '../http/http-error';
import { mintGameToken } from '../services/game-tokens';
import { checkoutSandbox, type Dispatch } from './checkout-routes';
import { discordSandbox } from './discord-sandbox';
import { forumSandbox } from './forum-sandbox';
import { paymentsSandbox } from './payments-routes';
import { tebexSandbox } from './tebex-api';

const SandboxTokenBody = z.object({ username: z._default(z.string(), 'demo') });

/**
 * Everything under /sandbox: provider emulators for development and tests, never in
 * production. `dispatch` hands a request to the shop itself (the checkout's and the payments page's webhooks).
 */
export function sandboxRoutes(deps: Deps, dispatch: Dispatch): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.route('/tebex', tebexSandbox(deps));
  app.route('/checkout', checkoutSandbox(deps, dispatch));
  // What the sandbox charged: renew, cancel, end, refund, charge back (the webhooks Tebex would send).
  app.route('/payments', paymentsSandbox(deps, dispatch));
  app.route('/discord', discordSandbox(deps));
  app.route('/forum', forumSandbox());

  // What the game resource gets from /api/admin/gameToken, without the secret (tests, demos).
  app.post('/gameToken', async (c) => {
    const body = validate(SandboxTokenBody, await c.req.json().catch(() => ({})));
    const account = await findByUsername(deps.db, body.username);
    if (!account) throw fail(404, 'Compte introuvable.');
    return c.json({ token: await mintGameToken(deps.db, account.id, deps.now()), expiresIn: 60 });
  });
  return app;
}
