import forge from 'node-forge';
import { Hono } from 'hono';
import { DEMO_FORUM_USER_ID } from '../demo/seed';
import type { AppEnv } from '../http/app-env';
import { newToken } from '../services/secrets';
import { escapeHtml, hiddenFields, htmlPage } from './html-page';

interface ForumUser {
  id: number;
  username: string;
}

const PARAMS = ['auth_redirect', 'application_name', 'client_id', 'scopes', 'nonce', 'public_key'] as const;

/** Discourse's user-api-key flow: /user-api-key/new, then /session/current.json with the key. */
export function forumSandbox(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const keys = new Map<string, ForumUser>();

  app.get('/user-api-key/new', (c) => {
    const query = c.req.query();
    const missing = PARAMS.filter((name) => !query[name]);
    if (missing.length) return c.html(htmlPage('Demande invalide', `<p>Paramètres manquants : ${missing.join(', ')}</p>`), 400);
    const fields = Object.fromEntries(PARAMS.map((name) => [name, query[name] ?? ''])) as Record<(typeof PARAMS)[number], string>;
    return c.html(
      htmlPage(
        'Autoriser l’application',
        `<p><strong>${escapeHtml(fields.application_name)}</strong> demande l’accès à votre compte du forum
        (${escapeHtml(fields.scopes)}).</p>
        <form method="post">${hiddenFields(fields)}
        <label>Compte du forum <input name="username" value="demo"></label>
        <button type="submit">Autoriser</button></form>`,
      ),
    );
  });

  app.post('/user-api-key/new', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string) => String(form[name] ?? '');
    const username = field('username').trim() || 'demo';
    const key = newToken(16);
    keys.set(key, { id: forumUserId(username), username });
    const clear = JSON.stringify({ key, nonce: field('nonce'), push: false, api: 4 });
    const publicKey = forge.pki.publicKeyFromPem(field('public_key'));
    const encrypted = publicKey.encrypt(forge.util.encodeUtf8(clear), 'RSAES-PKCS1-V1_5');
    // Ruby's Base64.encode64, as Discourse uses it: a newline every 60 characters.
    const payload = (forge.util.encode64(encrypted).match(/.{1,60}/g) ?? []).join('\n') + '\n';
    // Discourse appends payload to auth_redirect's own query string.
    const target = new URL(field('auth_redirect'));
    target.search = [target.search.slice(1), `payload=${encodeURIComponent(payload)}`].filter(Boolean).join('&');
    return c.redirect(target.toString(), 302);
  });

  app.get('/session/current.json', (c) => {
    const user = keys.get(c.req.header('User-Api-Key') ?? '');
    if (!user) return c.json({ errors: ['You are not permitted to view the requested resource.'], error_type: 'invalid_access' }, 403);
    return c.json({
      current_user: { ...user, name: user.username, avatar_template: `/user_avatar/${encodeURIComponent(user.username)}/{size}/1.svg` },
    });
  });

  app.get('/user_avatar/:username/:size/:file', (c) => {
    const letter = escapeHtml(c.req.param('username').charAt(0).toUpperCase());
    c.header('Content-Type', 'image/svg+xml');
    return c.body(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="#910f0f"/><text x="60" y="78" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
    );
  });

  return app;
}

/** Stable ids: `demo` is the forum user linked to the demo account. */
function forumUserId(username: string): number {
  if (username.toLowerCase() === 'demo') return DEMO_FORUM_USER_ID;
  let hash = 0;
  for (const ch of username.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) % 1_000_000;
  return 2000 + hash;
}
