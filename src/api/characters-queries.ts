// Characters of the account on one game server (the gameServer header names it).
import { queryOptions } from './query-options';
import type { Character } from './contract/characters';
import type { GameServer } from './contract/common';
import { endpoints } from './contract/endpoints';
import type { Http } from './http';
import { persistedSeed } from './persisted-seed';
import { STALE } from './query-client';

export const charactersQueries = {
  list: (http: Http, server: GameServer, cached?: { characters: Character[]; fetchedAt: number }) =>
    queryOptions({
      queryKey: ['characters', server] as const,
      // The header names this key's server, even if the selection changes meanwhile.
      queryFn: ({ signal }) => http.call(endpoints.getCharacters, { signal, headers: { gameServer: server } }),
      staleTime: STALE.characters,
      ...persistedSeed(cached?.characters, cached?.fetchedAt),
    }),
};
