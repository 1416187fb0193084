import { Hono } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { fail } from '../http/http-error';
import { clientIp } from '../http/request-origin';
import { currentAccount } from '../http/session';

const CONTACT_INTERVAL_MS = 5 * 60 * 1000;

export function miscRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.sendMail, async (c, { body }) => {
    const accountId = (await currentAccount(c, deps))?.id ?? null;
    const ip = clientIp(c, deps);
    const now = deps.now();
    await db.transaction(async (tx) => {
      // Serializes two sends from one IP, so both cannot pass the check at once.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ip]);
      const [recent] = await tx.query(
        'SELECT 1 FROM contact_messages WHERE created_at > $1 AND (ip = $2 OR account_id = $3) LIMIT 1',
        [new Date(now.getTime() - CONTACT_INTERVAL_MS), ip, accountId],
      );
      if (recent) throw fail(429, 'Vous avez déjà envoyé un message il y a moins de 5 minutes. Merci de patienter.');
      await tx.query(
        `INSERT INTO contact_messages (account_id, ip, username, email, subject, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [accountId, ip, body.username, body.email, body.subject, body.text, now],
      );
    });
    return { message: 'Votre message a bien été envoyé. Nous vous répondrons par email.' };
  });

  route(app, endpoints.getExchangeRate, async () => {
    const rows = await db.query<{ code: string; rate: number }>('SELECT code, rate FROM exchange_rates ORDER BY code');
    return { base_code: 'EUR' as const, conversion_rates: Object.fromEntries(rows.map((r) => [r.code, r.rate])) };
  });

  route(app, endpoints.getCreators, async () => db.query<{ code: string; name: string }>('SELECT code, name FROM creators ORDER BY code'));

  return app;
}
