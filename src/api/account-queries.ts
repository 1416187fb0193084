// Session calls: who-am-I (polled), password, game-token and forum logins, logout,
// and the Discord link.
import { queryOptions } from '@tanstack/react-query';
import type { LoginBody } from './contract/account';
import { endpoints } from './contract/endpoints';
import { call } from './http';
import { STALE } from './query-client';

export const accountKeys = {
  whoAmIAll: ['account', 'whoAmI'] as const,
  /** Per session epoch: an answer to a check started before a login or logout is never applied. */
  whoAmI: (epoch: number) => [...accountKeys.whoAmIAll, epoch] as const,
};

export const accountQueries = {
  whoAmI: (epoch: number) =>
    queryOptions({
      queryKey: accountKeys.whoAmI(epoch),
      queryFn: ({ signal }) => call(endpoints.whoAmI, { signal }),
      staleTime: STALE.whoAmI,
      retry: false,
    }),
};

export const loginWithPassword = (body: LoginBody) => call(endpoints.login, { json: body });
export const loginWithGameToken = (token: string) => call(endpoints.loginGame, { query: { token } });
export const loginWithForum = (payload: string, nonce: string) => call(endpoints.cfxLogin, { json: { payload, nonce } });
export const logoutCall = () => call(endpoints.logout);
export const issueDiscordState = () => call(endpoints.discordState);
export const linkDiscordCall = (code: string, state: string) => call(endpoints.linkDiscord, { json: { code, state } });
