import { Hono } from 'hono';
import type { Character } from '../../src/api/contract/characters';
import { endpoints } from '../../src/api/contract/endpoints';
import type { Transaction } from '../../src/api/contract/misc';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { gameServer } from '../http/game-server';
import { fail } from '../http/http-error';
import { requireAccount } from '../http/session';

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.getCharacters, async (c) => {
    const account = await requireAccount(c, deps);
    return db.query<Character>(
      `SELECT id, firstname, lastname, dob, pob, height, server AS "serverName"
       FROM characters WHERE account_id = $1 AND server = $2 ORDER BY id`,
      [account.id, gameServer(c)],
    );
  });

  route(app, endpoints.verifyUsername, async (c, { query }) => {
    await requireAccount(c, deps);
    const [row] = await db.query<{ id: number; username: string }>(
      'SELECT id, username FROM accounts WHERE lower(username) = lower($1)',
      [query.username.trim()],
    );
    if (!row) throw fail(404, 'Aucun joueur ne porte ce pseudo.');
    return { id: String(row.id), nickname: row.username };
  });

  route(app, endpoints.getPlayerTransactions, async (c) => {
    const account = await requireAccount(c, deps);
    const shop = await db.query<Transaction>(
      `SELECT p.id::text AS id, p.created_at AS date, json_build_object('id', p.item_id, 'name', pr.name) AS "packageData", p.quantity
       FROM purchases p JOIN products pr ON pr.item_id = p.item_id WHERE p.account_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
      [account.id],
    );
    const tebex = await db.query<Transaction>(
      `SELECT id, created_at AS date, json_build_object('id', package_id, 'name', package_name) AS "packageData", quantity
       FROM tebex_transactions WHERE account_id = $1 ORDER BY created_at DESC`,
      [account.id],
    );
    if (!shop.length && !tebex.length) throw fail(403, 'Aucune transaction');
    const iso = (t: Transaction) => ({ ...t, date: new Date(t.date).toISOString() });
    return { shop: shop.map(iso), tebex: tebex.map(iso) };
  });

  return app;
}
