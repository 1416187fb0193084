import { Hono } from 'hono';
import { endpoints } from '../../src/api/contract/endpoints';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { fail } from '../http/http-error';
import { clientIp, publicOrigin } from '../http/request-origin';
import { endSession, requireAccount, startSession, toAccount } from '../http/session';
import { consumeDiscordState, exchangeDiscordCode, issueDiscordState, storeDiscordId } from '../services/discord-link';
import { accountForForumUser, consumeNonce, decryptForumPayload, fetchForumUser } from '../services/forum-login';
import { redeemGameToken } from '../services/game-tokens';
import { checkPassword } from '../services/password-login';

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  route(app, endpoints.login, async (c, { body }) => {
    const accountId = await checkPassword(db, { username: body.username, password: body.password, ip: clientIp(c, deps), now: deps.now() });
    return startSession(c, deps, accountId, body.remember);
  });

  route(app, endpoints.loginGame, async (c, { query }) =>
    startSession(c, deps, await redeemGameToken(db, query.token, deps.now()), false),
  );

  route(app, endpoints.cfxLogin, async (c, { body }) => {
    const forumUrl = deps.forum.url ?? (deps.sandbox ? `${publicOrigin(c, deps)}/sandbox/forum` : undefined);
    if (!forumUrl) throw fail(503, 'La connexion par le forum n’est pas configurée.');
    const payload = decryptForumPayload(deps.forum.privateKeyPem, body.payload);
    await consumeNonce(db, payload.nonce, body.nonce, deps.now());
    const user = await fetchForumUser(deps.fetch, forumUrl, payload.key, deps.forum.clientId);
    return startSession(c, deps, await accountForForumUser(db, user, forumUrl, deps.now()), true);
  });

  route(app, endpoints.logout, async (c) => {
    await endSession(c, deps);
    return { logoutSuccess: true as const };
  });

  route(app, endpoints.whoAmI, async (c) => toAccount(await requireAccount(c, deps)));

  route(app, endpoints.discordState, async (c) => ({
    state: await issueDiscordState(db, (await requireAccount(c, deps)).id, deps.now()),
  }));

  route(app, endpoints.linkDiscord, async (c, { body }) => {
    const account = await requireAccount(c, deps);
    await consumeDiscordState(db, account.id, body.state, deps.now());
    const api = deps.discord.apiUrl ?? (deps.sandbox ? `${publicOrigin(c, deps)}/sandbox/discord/api` : 'https://discord.com/api/v10');
    const redirectUri = `${publicOrigin(c, deps)}/discordAuth`;
    const discordId = await exchangeDiscordCode(deps.fetch, api, deps.discord, body.code, redirectUri);
    await storeDiscordId(db, account.id, discordId);
    return { discordId };
  });

  return app;
}
