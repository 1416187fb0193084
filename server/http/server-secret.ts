import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './app-env';
import { fail } from './http-error';

/** The secret a development server (with the sandbox) uses when SERVER_SECRET is unset. */
export const DEV_SERVER_SECRET = 'dev-server-secret';

/**
 * Guard of the calls the game resource's server script makes (endpoints with
 * `auth: 'serverSecret'`): header X-Server-Secret must be SERVER_SECRET. Runs before
 * the body is read; without a configured secret those calls are off (503).
 */
export function serverSecretGuard(deps: Deps): MiddlewareHandler<AppEnv> {
  // The development secret is public: it counts only with the sandbox (development on this machine).
  const secret = deps.serverSecret === DEV_SERVER_SECRET && !deps.sandbox ? undefined : deps.serverSecret;
  return async (c, next) => {
    if (!secret) throw fail(503, 'SERVER_SECRET n’est pas configuré.');
    if (!sameSecret(c.req.header('X-Server-Secret') ?? '', secret)) throw fail(403, 'Secret du serveur invalide.');
    await next();
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
