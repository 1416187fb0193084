// The game servers the shop's settings list (the first is the default): a server id a
// request, a basket or a claim names must be one of them.
import type { GameServer } from '../../src/api/contract/common';
import type { Queryable } from '../db/queryable';
import { readSettings } from './shop-settings';

export async function gameServerIds(db: Queryable): Promise<GameServer[]> {
  return (await readSettings(db)).gameServers.map((server) => server.id);
}
