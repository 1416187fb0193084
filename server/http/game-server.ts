import { GAME_SERVERS, type GameServer } from '../../src/api/contract/common';
import type { AppContext } from './app-env';
import { fail } from './http-error';

const DEFAULT_SERVER: GameServer = 'hurricane_fa';

/** The `gameServer` header picks the characters' server; absent means the default one. */
export function gameServer(c: AppContext): GameServer {
  const value = c.req.header('gameServer') ?? DEFAULT_SERVER;
  if (!(GAME_SERVERS as readonly string[]).includes(value)) throw fail(400, 'Serveur de jeu inconnu.');
  return value as GameServer;
}
