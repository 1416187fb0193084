// Session calls: who-am-I (polled), password, game-token and forum logins, logout,
// and the Discord link.
import { queryOptions } from './query-options';
import type { LoginBody } from './contract/account';
import { endpoints } from './contract/endpoints';
import type { Http } from './http';
import { STALE } from './query-client';

export const accountKeys = {
  whoAmIAll: ['account', 'whoAmI'] as const,
  /** Per session epoch: an answer to a check started before a login or logout is never applied. */
  whoAmI: (epoch: number) => [...accountKeys.whoAmIAll, epoch] as const,
};

export const accountQueries = {
  whoAmI: (http: Http, epoch: number) =>
    queryOptions({
      queryKey: accountKeys.whoAmI(epoch),
      queryFn: ({ signal }) => http.call(endpoints.whoAmI, { signal }),
      staleTime: STALE.whoAmI,
      retry: false,
    }),
};

export const loginWithPassword = (http: Http, body: LoginBody) => http.call(endpoints.login, { json: body });
export const loginWithGameToken = (http: Http, token: string) => http.call(endpoints.loginGame, { query: { token } });
export const loginWithForum = (http: Http, payload: string, nonce: string) => http.call(endpoints.cfxLogin, { json: { payload, nonce } });
export const logoutCall = (http: Http) => http.call(endpoints.logout);
export const issueDiscordState = (http: Http) => http.call(endpoints.discordState);
export const linkDiscordCall = (http: Http, code: string, state: string) => http.call(endpoints.linkDiscord, { json: { code, state } });
