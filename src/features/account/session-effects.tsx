// Session effects: who-am-I on start and every 60 s while logged in and on screen,
// and the game's `login` messages. Only the server saying the session is gone (401,
// 403) logs out and resets the server cache; a 5xx, a time-out or a network failure
// keeps the session and everything the player has, and the next check recovers:
// it comes at the next tick even when no account is known yet (the first check failed).
import { matchQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { accountKeys, accountQueries } from '../../api/account-queries';
import type { Account } from '../../api/contract/account';
import { ApiError } from '../../api/http';
import { STALE } from '../../api/query-client';
import { texts } from '../../i18n/fr';
import { usePageVisible, usePlatform } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { currentBrand } from '../../state/identity';
import { isLoggedIn } from '../../state/logged-in';
import { usePersistedAnswer } from '../../state/use-persisted-answer';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { loginFromGame } from './game-login';
import { showLoginError } from './login-state';
import { session, signOut } from './session';

export function SessionEffects() {
  const { user } = useSnapshot(main);
  const { epoch } = useSnapshot(session);
  const visible = usePageVisible();
  const queryClient = useQueryClient();
  const { gameEvents } = usePlatform();
  const http = useHttp();
  const whoAmI = useQuery({
    ...accountQueries.whoAmI(http, epoch),
    enabled: visible,
    refetchInterval: (query) => (visible && (user || unanswered(query.state.error)) ? STALE.whoAmI : false),
  });

  usePersistedAnswer(whoAmI, storeAccount);

  const { error } = whoAmI;
  useEffect(() => {
    if (!sessionGone(error) || !main.user) return;
    signOut();
    resetServerCache(queryClient);
  }, [error, queryClient]);

  useEffect(
    () =>
      gameEvents?.subscribe((message) => {
        // No token from the game: said in the login panel, unless a session is open.
        if (message.action === 'loginFailed') return void (isLoggedIn(main.user) || showLoginError(message.data.message));
        if (message.action !== 'login') return;
        loginFromGame(http, message.data.token, message.data.serverId ?? null).catch((error: unknown) =>
          showLoginError(serverErrorText(error, texts.account.fallbackShop(currentBrand().shopName))),
        );
      }),
    [gameEvents, http],
  );
  return null;
}

/** The server said the session is gone (401, 403). */
const sessionGone = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403);

/** The check failed without the server's verdict on the session (5xx, time-out, network, an unreadable answer). */
const unanswered = (error: unknown): boolean => error !== null && error !== undefined && !sessionGone(error);

function storeAccount(account: Account) {
  main.user = account;
}

/** Drops every cached server answer but the session check itself (it would refetch at once). */
function resetServerCache(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => !matchQuery({ queryKey: accountKeys.whoAmIAll }, query) });
}
