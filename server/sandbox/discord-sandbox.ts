import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/app-env';
import { currentAccount } from '../http/session';
import { newToken } from '../services/secrets';
import { escapeHtml, hiddenFields, htmlPage, withParams } from './html-page';

interface DiscordUser {
  id: string;
  username: string;
}
const CODE_TTL_MS = 10 * 60 * 1000;
const PARAMS = ['client_id', 'response_type', 'scope', 'state', 'redirect_uri'] as const;

/** Discord OAuth2: the authorize page, then the token and /users/@me endpoints the server calls. */
export function discordSandbox(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const codes = new Map<string, { user: DiscordUser; expiresAt: number }>();
  const tokens = new Map<string, DiscordUser>();

  app.get('/authorize', (c) => {
    const query = c.req.query();
    if (query.response_type !== 'code' || !query.redirect_uri || !query.client_id) {
      return c.html(htmlPage('Demande invalide', '<p>client_id, response_type=code et redirect_uri sont requis.</p>'), 400);
    }
    const fields = Object.fromEntries(PARAMS.map((name) => [name, query[name] ?? '']));
    return c.html(
      htmlPage(
        'Discord',
        `<p>Une application souhaite accéder à votre compte Discord (${escapeHtml(fields.scope ?? '')}).</p>
        <form method="post">${hiddenFields(fields)}
        <button name="decision" value="allow">Autoriser</button>
        <button name="decision" value="deny" class="secondary">Refuser</button></form>`,
      ),
    );
  });

  app.post('/authorize', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => String(form[name] ?? '');
    const state: Record<string, string> = field('state') ? { state: field('state') } : {};
    if (form.decision !== 'allow') {
      return c.redirect(
        withParams(field('redirect_uri'), {
          error: 'access_denied',
          error_description: 'The resource owner or authorization server denied the request',
          ...state,
        }),
      );
    }
    const account = await currentAccount(c, deps);
    // The signed-in shop account plays the Discord user: its linked id, or one derived from it.
    const user = account
      ? { id: account.discord_id ?? `41${String(account.id).padStart(16, '0')}`, username: account.username }
      : { id: '419999999999999999', username: 'invite' };
    const code = newToken(15);
    codes.set(code, { user, expiresAt: deps.now().getTime() + CODE_TTL_MS });
    return c.redirect(withParams(field('redirect_uri'), { code, ...state }));
  });

  app.post('/api/oauth2/token', async (c) => {
    const form = await c.req.parseBody();
    const grant = codes.get(String(form.code ?? ''));
    codes.delete(String(form.code ?? ''));
    if (form.grant_type !== 'authorization_code' || !grant || grant.expiresAt < deps.now().getTime()) {
      return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400);
    }
    const accessToken = newToken(20);
    tokens.set(accessToken, grant.user);
    return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 604800, refresh_token: newToken(20), scope: 'identify' });
  });

  app.get('/api/users/@me', (c) => {
    const user = tokens.get((c.req.header('Authorization') ?? '').replace(/^Bearer /, ''));
    if (!user) return c.json({ message: '401: Unauthorized', code: 0 }, 401);
    return c.json({ ...user, discriminator: '0', global_name: user.username, avatar: null });
  });

  return app;
}
