import { Hono } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { gameServer } from '../http/game-server';
import { requireAccount } from '../http/session';
import { findRecipient } from '../services/accounts';
import { accountCharacters } from '../services/characters';
import { playerTransactions } from '../services/transactions';

export function accountRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.getCharacters, async (c) => {
    const account = await requireAccount(c, deps);
    return accountCharacters(db, account.id, await gameServer(c, db));
  });

  route(app, endpoints.verifyUsername, async (c, { query }) => {
    await requireAccount(c, deps);
    const recipient = await findRecipient(db, query.username.trim());
    return { id: String(recipient.id), nickname: recipient.username };
  });

  route(app, endpoints.getPlayerTransactions, async (c) => playerTransactions(db, (await requireAccount(c, deps)).id));

  return app;
}
