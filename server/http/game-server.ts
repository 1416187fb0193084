import type { GameServer } from '../../src/api/contract/common';
import type { Queryable } from '../db/queryable';
import { gameServerIds } from '../services/game-servers';
import type { AppContext } from './app-env';
import { fail } from './http-error';

/**
 * The `gameServer` header picks the characters' server among the settings' game servers;
 * absent means the first of them. A removed server's characters and purchases stay stored.
 */
export async function gameServer(c: AppContext, db: Queryable): Promise<GameServer> {
  const servers = await gameServerIds(db);
  const value = c.req.header('gameServer') ?? servers[0]!;
  if (!servers.includes(value)) throw fail(400, 'Serveur de jeu inconnu.');
  return value;
}
