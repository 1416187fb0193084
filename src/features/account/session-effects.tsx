// Session effects: who-am-I on start and every 60 s while logged in and on screen
// (a failure logs out and resets the server cache), and the game's `login` messages.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { accountQueries } from '../../api/account-queries';
import type { Account } from '../../api/contract/account';
import { ApiError } from '../../api/http';
import { STALE } from '../../api/query-client';
import { fr } from '../../i18n/fr';
import { usePageVisible, usePlatform } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { usePersistedAnswer } from '../../state/use-persisted-answer';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { loginFromGame } from './game-login';
import { showLoginError } from './login-state';
import { resetServerCache, session, signOut } from './session';

export function SessionEffects() {
  const { user } = useSnapshot(main);
  const { epoch } = useSnapshot(session);
  const visible = usePageVisible();
  const queryClient = useQueryClient();
  const { gameEvents } = usePlatform();
  const http = useHttp();
  const whoAmI = useQuery({ ...accountQueries.whoAmI(http, epoch), enabled: visible, refetchInterval: user && visible ? STALE.whoAmI : false });

  usePersistedAnswer(whoAmI, storeAccount);

  const { error } = whoAmI;
  useEffect(() => {
    // The server said no (401, 5xx): the session is gone. A network blip keeps it.
    if (!(error instanceof ApiError) || error.kind !== 'http' || !main.user) return;
    signOut();
    resetServerCache(queryClient);
  }, [error, queryClient]);

  useEffect(
    () =>
      gameEvents?.subscribe((message) => {
        if (message.action !== 'login') return;
        loginFromGame(http, message.data.token, message.data.serverId ?? null).catch((error: unknown) =>
          showLoginError(serverErrorText(error, fr.account.fallbackHurricane)),
        );
      }),
    [gameEvents, http],
  );
  return null;
}

function storeAccount(account: Account) {
  main.user = account;
}
