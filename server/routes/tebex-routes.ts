import { Hono } from 'hono';
import * as z from 'zod/mini';
import { TebexWebhookEnvelope, tebexWebhookEndpoints } from '../../src/api/contract/tebex-webhook';
import type { AppEnv, Deps } from '../http/app-env';
import { fail } from '../http/http-error';
import { tebexWebhookSecret, validTebexSignature } from '../http/tebex-signature';
import { applyTebexWebhook } from '../services/tebex-webhooks';

/**
 * POST /api/tebex/webhook, called by Tebex (and by the sandbox checkout, the same way).
 * The signature is checked over the raw bytes before anything parses them (the 64 KB
 * limit of /api/* has run before); only then is the body read as JSON.
 */
export function tebexRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const secret = tebexWebhookSecret(deps);
  const { webhook } = tebexWebhookEndpoints;

  app.post(webhook.path, async (c) => {
    if (!secret) throw fail(503, 'TEBEX_WEBHOOK_SECRET n’est pas configuré.');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (!validTebexSignature(c.req.header('X-Signature'), secret, raw)) throw fail(401, 'Signature du webhook invalide.');

    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw fail(400, 'Requête invalide : le corps doit être du JSON.');
    }
    const envelope = z.safeParse(TebexWebhookEnvelope, json);
    if (!envelope.success) throw fail(400, 'Requête invalide : id, type.');
    const answer = await applyTebexWebhook(deps.db, envelope.data, deps.now());
    return c.json(answer);
  });
  return app;
}
