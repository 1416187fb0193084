import { Hono } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { clientIp } from '../http/request-origin';
import { currentAccount } from '../http/session';
import { sendContactMessage } from '../services/contact';
import { creatorCodes } from '../services/creators';
import { exchangeRates } from '../services/exchange-rates';
import { shownSettings } from '../services/shop-settings';
import { webPageEndpoints } from '../../src/api/contract/web-pages';

export function miscRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.sendMail, async (c, { body }) => {
    const accountId = (await currentAccount(c, deps))?.id ?? null;
    await sendContactMessage(db, { accountId, ip: clientIp(c, deps) }, body, deps.now());
    return { message: 'Votre message a bien été envoyé. Nous vous répondrons par email.' };
  });

  route(app, endpoints.getExchangeRate, async () => exchangeRates(db));

  route(app, endpoints.getCreators, async () => creatorCodes(db));

  route(app, webPageEndpoints.legalTexts, async () => {
    const { legalNotice, privacy } = await shownSettings(db);
    return { legalNotice, privacy };
  });

  return app;
}
