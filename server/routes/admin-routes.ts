import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv, Deps } from '../http/app-env';
import { validate } from '../http/endpoint-route';
import { fail } from '../http/http-error';
import { accountForPlayer, mintGameToken } from '../services/game-tokens';

export const GameTokenBody = z.object({
  /** FiveM identifier of the player, e.g. license:0123abcd… */
  license: z.string().check(z.minLength(1)),
  /** Shop username, to bind a license seen for the first time. */
  username: z.optional(z.string()),
});
export const GameTokenAnswer = z.object({ token: z.string(), expiresIn: z.number() });

/** Called by the game resource (server side), never by a browser: guarded by the server secret. */
export function adminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/api/admin/gameToken', async (c) => {
    if (!deps.serverSecret) throw fail(503, 'SERVER_SECRET n’est pas configuré.');
    if (!sameSecret(c.req.header('X-Server-Secret') ?? '', deps.serverSecret)) throw fail(403, 'Secret du serveur invalide.');
    const body = validate(GameTokenBody, await c.req.json().catch(() => null));
    const accountId = await accountForPlayer(deps.db, body.license, body.username);
    return c.json({ token: await mintGameToken(deps.db, accountId, deps.now()), expiresIn: 60 });
  });
  return app;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
