// Characters of the selected server: the persisted list is shown at once, fetched
// when none were or when older than 300 s, refreshed every 300 s while on screen.
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { charactersQueries } from '../../api/characters-queries';
import type { Character } from '../../api/contract/characters';
import type { GameServer } from '../../api/contract/common';
import { useHttp } from '../../api/http-context';
import { STALE } from '../../api/query-client';
import { usePageVisible } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { timerKeys } from '../../state/timers';
import { usePersistedAnswer } from '../../state/use-persisted-answer';
import { useCurrentServer } from '../../state/game-servers';

/** The server's list replaces ours; a selected character that is gone is no longer selected. */
function storeCharacters(server: GameServer, list: Character[]) {
  main.characters[server] = list;
  const selected = main.selectedCharacter[server] ?? null;
  if (selected !== null && !list.some((c) => c.id === selected)) main.selectedCharacter[server] = null;
}

/** The characters of the current server (none before the settings named one). */
export function useCharacters() {
  const { user, characters, timers } = useSnapshot(main);
  const server = useCurrentServer();
  const visible = usePageVisible();
  const key = server ?? '';
  const timer = timerKeys.characters(key);
  const query = useQuery({
    ...charactersQueries.list(useHttp(), key, { characters: [...(characters[key] ?? [])], fetchedAt: timers[timer] ?? 0 }),
    enabled: Boolean(user && server) && visible,
    refetchInterval: user && visible ? STALE.characters : false,
  });
  usePersistedAnswer(query, useCallback((list: Character[]) => storeCharacters(key, list), [key]), timer);
  return query;
}

/** The current server's characters and the one selected there. */
export function useSelectedCharacter() {
  const { characters, selectedCharacter } = useSnapshot(main);
  const server = useCurrentServer() ?? '';
  const list = characters[server] ?? [];
  return { server, list, selected: list.find((c) => c.id === selectedCharacter[server]) ?? null };
}
