import type { Character } from '../../src/api/contract/characters';
import type { GameServer } from '../../src/api/contract/common';
import { listCharacters } from '../db/characters';
import type { Queryable } from '../db/queryable';

/** The account's characters on one game server. */
export function accountCharacters(db: Queryable, accountId: number, server: GameServer): Promise<Character[]> {
  return listCharacters(db, accountId, server);
}
