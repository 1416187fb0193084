// Session effects: who-am-I on start and every 60 s while logged in and on screen
// (a failure logs out and resets the server cache), and the game's `login` messages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { accountQueries } from '../../api/account-queries';
import { ApiError } from '../../api/http';
import { STALE } from '../../api/query-client';
import { fr } from '../../i18n/fr';
import { usePageVisible, usePlatform } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { serverErrorText } from './error-text';
import { loginFromGame } from './game-login';
import { showLoginError } from './login-state';
import { resetServerCache, session, signOut } from './session';

export function SessionEffects() {
  const { user } = useSnapshot(main);
  const { epoch } = useSnapshot(session);
  const visible = usePageVisible();
  const queryClient = useQueryClient();
  const { gameEvents } = usePlatform();
  const whoAmI = useQuery({ ...accountQueries.whoAmI(epoch), enabled: visible, refetchInterval: user && visible ? STALE.whoAmI : false });

  useEffect(() => {
    if (whoAmI.isSuccess) main.user = whoAmI.data;
    // Only a new answer counts, not a re-render with the cached one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whoAmI.dataUpdatedAt]);

  useEffect(() => {
    // The server said no (401, 5xx): the session is gone. A network blip keeps it.
    if (!(whoAmI.error instanceof ApiError) || whoAmI.error.kind !== 'http' || !main.user) return;
    signOut();
    resetServerCache(queryClient);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [whoAmI.errorUpdatedAt]);

  useEffect(
    () =>
      gameEvents?.subscribe((message) => {
        if (message.action !== 'login') return;
        loginFromGame(message.data.token, message.data.serverId ?? null).catch((error: unknown) =>
          showLoginError(serverErrorText(error, fr.account.fallbackHurricane)),
        );
      }),
    [gameEvents],
  );
  return null;
}
