import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Queryable } from '../db/queryable';
import type { AppContext, AppEnv, Deps } from '../http/app-env';
import { publicOrigin } from '../http/request-origin';
import { currentAccount } from '../http/session';
import { COUPONS, TEBEX_CATEGORIES, basketJson, createBasket, findBasket, listPackages, lockBasket, saveBasket, type SandboxBasket } from './tebex-store';
import { tebexError } from './tebex-errors';
import { withParams } from './html-page';

type Body = Record<string, unknown>;
const readBody = (c: AppContext) => c.req.json<Body>().catch((): Body => ({}));

/**
 * Tebex Headless API emulator, under /sandbox/tebex (paths of spec 02 section 7), in the
 * real API's shapes (src/api/contract/tebex.ts): pointing the config at Tebex changes
 * nothing for the client. Baskets are rows of sandbox_tebex_baskets.
 */
export function tebexSandbox(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  app.use('/api/*', cors());
  const checkoutUrl = (c: AppContext, ident: string) => `${publicOrigin(c, deps)}/sandbox/checkout/${ident}`;
  const answer = async (c: AppContext, q: Queryable, basket: SandboxBasket) =>
    c.json({ data: basketJson(basket, await listPackages(q), checkoutUrl(c, basket.ident)) });
  const basketNotFound = (c: AppContext) => tebexError(c, 'Basket not found', 'Ce panier n’existe pas.', 404);

  // Every /accounts/{token} call checks the webstore's public token.
  app.use('/api/accounts/:token/*', async (c, next) => {
    if (c.req.param('token') !== deps.tebex.publicToken) return tebexError(c, 'Invalid webstore token', 'Aucune boutique pour ce jeton.', 404);
    await next();
  });
  /** A read of the basket named by `:ident`; 404 when there is none. */
  const reading = (handler: (c: AppContext, basket: SandboxBasket) => Promise<Response> | Response) => async (c: AppContext) => {
    const basket = await findBasket(db, c.req.param('ident') ?? '');
    return basket ? handler(c, basket) : basketNotFound(c);
  };
  /**
   * A change of the basket named by `:ident`, in one transaction with the basket locked;
   * saved unless the handler refuses (4xx). The body is read first; handlers query `tx` only.
   */
  const changing =
    (handler: (c: AppContext, tx: Queryable, basket: SandboxBasket, body: Body) => Promise<Response> | Response) => async (c: AppContext) => {
      const body = c.req.method === 'POST' ? await readBody(c) : {};
      return db.transaction(async (tx) => {
        const basket = await lockBasket(tx, c.req.param('ident') ?? '');
        if (!basket) return basketNotFound(c);
        const response = await handler(c, tx, basket, body);
        if (response.status < 400) await saveBasket(tx, basket);
        return response;
      });
    };

  app.get('/api/accounts/:token/categories', async (c) => {
    const packages = c.req.query('includePackages') === '1' ? await listPackages(db) : null;
    return c.json({ data: TEBEX_CATEGORIES.map((cat) => category(cat, packages)) });
  });
  app.get('/api/accounts/:token/categories/:id', async (c) => {
    const found = TEBEX_CATEGORIES.find((cat) => String(cat.id) === c.req.param('id'));
    if (!found) return tebexError(c, 'Category not found', 'Cette catégorie n’existe pas.', 404);
    return c.json({ data: category(found, c.req.query('includePackages') === '1' ? await listPackages(db) : null) });
  });
  app.get('/api/accounts/:token/packages', async (c) => c.json({ data: await listPackages(db) }));
  app.get('/api/accounts/:token/packages/:id', async (c) => {
    const found = (await listPackages(db)).find((p) => String(p.id) === c.req.param('id'));
    return found ? c.json({ data: found }) : tebexError(c, 'Package not found', `Le paquet ${c.req.param('id')} n’existe pas.`, 404);
  });

  app.post('/api/accounts/:token/baskets', async (c) => {
    const body = await readBody(c);
    const basket = await createBasket(
      db,
      {
        completeUrl: typeof body.complete_url === 'string' ? body.complete_url : null,
        cancelUrl: typeof body.cancel_url === 'string' ? body.cancel_url : null,
        completeAutoRedirect: body.complete_auto_redirect === true,
        custom: isRecord(body.custom) ? body.custom : null,
      },
      deps.now(),
    );
    return answer(c, db, basket);
  });
  app.get('/api/accounts/:token/baskets/:ident', reading((c, basket) => answer(c, db, basket)));
  app.get(
    '/api/accounts/:token/baskets/:ident/auth',
    reading((c, basket) => {
      const returnUrl = c.req.query('returnUrl');
      if (!returnUrl) return tebexError(c, 'Invalid returnUrl', 'returnUrl est requis.');
      const url = withParams(`${publicOrigin(c, deps)}/sandbox/tebex/auth/${basket.ident}`, { returnUrl });
      return c.json([{ name: 'FiveM', url }]);
    }),
  );

  // The "login with FiveM" step: binds the basket to the signed-in shop account, then returns.
  app.get('/auth/:ident', async (c) => {
    const account = await currentAccount(c, deps); // before the transaction: PGlite runs one at a time
    return changing((c2, _tx, basket) => {
      basket.accountId = account?.id ?? null;
      basket.username = account?.username ?? 'invite';
      return c2.redirect(withParams(c2.req.query('returnUrl') ?? publicOrigin(c2, deps), { success: 'true' }));
    })(c);
  });

  app.post(
    '/api/baskets/:ident/packages',
    changing(async (c, tx, basket, body) => {
      const packageId = Number(body.package_id);
      if (!basket.username) return tebexError(c, 'User must login before adding packages to basket', 'Authentifiez le panier d’abord.');
      if (basket.complete) return tebexError(c, 'Basket is already complete', 'Ce panier est déjà payé.');
      if (!(await listPackages(tx)).some((p) => p.id === packageId)) {
        return tebexError(c, 'Package not found', `Le paquet ${String(body.package_id)} n’existe pas.`);
      }
      if (basket.lines.some((l) => l.packageId === packageId)) return tebexError(c, 'Package already in basket', 'Ce paquet est déjà dans le panier.');
      basket.lines.push({
        packageId,
        quantity: Number(body.quantity ?? 1) || 1,
        custom: isRecord(body.custom) ? body.custom : null,
        variableData: isRecord(body.variable_data) ? body.variable_data : null,
      });
      return answer(c, tx, basket);
    }),
  );
  app.post(
    '/api/baskets/:ident/packages/remove',
    changing(async (c, tx, basket, body) => {
      const packageId = Number(body.package_id);
      if (!basket.lines.some((l) => l.packageId === packageId)) return tebexError(c, 'Package not in basket', 'Ce paquet n’est pas dans le panier.');
      basket.lines = basket.lines.filter((l) => l.packageId !== packageId);
      return answer(c, tx, basket);
    }),
  );

  app.post(
    '/api/accounts/:token/baskets/:ident/coupons',
    changing((c, _tx, basket, body) => {
      const code = String(body.coupon_code ?? '').toUpperCase();
      if (!(code in COUPONS)) return tebexError(c, 'Invalid coupon code provided', `Le code ${code} n’est pas valable.`);
      if (!basket.coupons.includes(code)) basket.coupons.push(code);
      return c.json({ success: true, message: 'Coupon applied successfully' });
    }),
  );
  app.post(
    '/api/accounts/:token/baskets/:ident/coupons/remove',
    changing((c, _tx, basket, body) => {
      const code = String(body.coupon_code ?? '').toUpperCase();
      basket.coupons = code ? basket.coupons.filter((c) => c !== code) : [];
      return c.json({ success: true, message: 'Coupon removed successfully' });
    }),
  );
  app.post(
    '/api/accounts/:token/baskets/:ident/creator-codes',
    changing(async (c, tx, basket, body) => {
      const code = String(body.creator_code ?? '');
      const [creator] = await tx.query<{ code: string }>('SELECT code FROM creators WHERE upper(code) = upper($1)', [code]);
      if (!creator) return tebexError(c, 'Invalid creator code provided', `Le code créateur ${code} n’existe pas.`);
      basket.creatorCode = creator.code;
      return c.json({ success: true, message: 'Creator code applied successfully' });
    }),
  );
  app.post(
    '/api/accounts/:token/baskets/:ident/creator-codes/remove',
    changing((c, _tx, basket) => {
      basket.creatorCode = '';
      return c.json({ success: true, message: 'Creator code removed successfully' });
    }),
  );

  return app;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function category(cat: (typeof TEBEX_CATEGORIES)[number], packages: Awaited<ReturnType<typeof listPackages>> | null) {
  return {
    id: cat.id, name: cat.name, slug: cat.name.toLowerCase().replace(/\s+/g, '-'), parent: null, description: '',
    packages: packages ? packages.filter((p) => p.category.id === cat.id) : [], order: cat.order, display_type: 'grid',
  };
}
