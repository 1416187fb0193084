// Characters of the selected server: the persisted list is shown at once, fetched
// when none were or when older than 300 s, refreshed every 300 s while on screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { charactersQueries } from '../../api/characters-queries';
import { STALE } from '../../api/query-client';
import { usePageVisible } from '../../platform/platform-context';
import { main } from '../../state/main-store';

export const charactersTimer = (server: string) => `characters:${server}`;

export function useCharacters() {
  const { user, selectedServer, characters, timers } = useSnapshot(main);
  const visible = usePageVisible();
  const timer = charactersTimer(selectedServer);
  const query = useQuery({
    ...charactersQueries.list(selectedServer, { characters: [...characters[selectedServer]], fetchedAt: timers[timer] ?? 0 }),
    enabled: Boolean(user) && visible,
    refetchInterval: user && visible ? STALE.characters : false,
  });
  const { data, dataUpdatedAt, isSuccess } = query;
  useEffect(() => {
    if (!isSuccess || dataUpdatedAt <= (main.timers[timer] ?? 0)) return;
    main.characters[selectedServer] = data;
    main.timers[timer] = dataUpdatedAt;
    // A selected character that is gone from the server is no longer selected.
    const selected = main.selectedCharacter[selectedServer];
    if (selected !== null && !data.some((c) => c.id === selected)) main.selectedCharacter[selectedServer] = null;
  }, [data, dataUpdatedAt, isSuccess, selectedServer, timer]);
  return query;
}
