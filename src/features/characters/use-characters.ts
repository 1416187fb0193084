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

/** The server's list replaces ours; a selected character that is gone is no longer selected. */
function storeCharacters(server: GameServer, list: Character[]) {
  main.characters[server] = list;
  const selected = main.selectedCharacter[server];
  if (selected !== null && !list.some((c) => c.id === selected)) main.selectedCharacter[server] = null;
}

export function useCharacters() {
  const { user, selectedServer, characters, timers } = useSnapshot(main);
  const visible = usePageVisible();
  const timer = timerKeys.characters(selectedServer);
  const query = useQuery({
    ...charactersQueries.list(useHttp(), selectedServer, { characters: [...characters[selectedServer]], fetchedAt: timers[timer] ?? 0 }),
    enabled: Boolean(user) && visible,
    refetchInterval: user && visible ? STALE.characters : false,
  });
  usePersistedAnswer(query, useCallback((list: Character[]) => storeCharacters(selectedServer, list), [selectedServer]), timer);
  return query;
}
