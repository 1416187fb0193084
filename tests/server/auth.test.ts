import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, SERVER_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = '10.0.0.1', remember = false) =>
  t.call('/api/login', { body: { username, password, remember }, headers: { 'X-Forwarded-For': ip } });

describe('password login and sessions', () => {
  it('logs in, answers the account, keeps the session in an HttpOnly Lax cookie', async () => {
    const r = await login('demo', 'demo1234');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      id: expect.any(String), username: 'demo', avatarUrl: null, rank: null, shopTokens: 12500, group: 'user',
      discordId: '310000000000000001', subscription: null,
    });
    const cookie = r.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/);
    const me = await t.call('/api/whoAmI', { cookie: sessionCookie(r.headers) });
    expect(me.body.username).toBe('demo');
  });

  it('remember-me sets a lasting cookie', async () => {
    const r = await login('demo', 'demo1234', '10.0.0.2', true);
    expect(r.headers.getSetCookie()[0]).toMatch(/Max-Age=2592000/);
  });

  it('whoAmI without a session is 401; logout ends the session', async () => {
    expect((await t.call('/api/whoAmI')).status).toBe(401);
    const cookie = await t.login();
    const out = await t.call('/api/logout', { method: 'POST', cookie });
    expect(out.body).toEqual({ logoutSuccess: true });
    expect((await t.call('/api/whoAmI', { cookie })).status).toBe(401);
  });

  it('refuses a wrong password and an invalid body in French', async () => {
    const wrong = await login('lucas_rp', 'mauvais', '10.0.0.3');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("Nom d'utilisateur ou mot de passe incorrect.");
    const invalid = await t.call('/api/login', { body: { username: 'x' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatch(/^Requête invalide/);
  });

  it('throttles the 6th failure per account, with the same text for an unknown user', async () => {
    t.clock.advance(11 * 60 * 1000); // earlier failures out of the window
    for (let i = 0; i < 5; i++) expect((await login('lucas_rp', 'bad-password', `10.1.0.${i}`)).status).toBe(401);
    const sixth = await login('lucas_rp', 'lucas1234', '10.1.0.9');
    expect(sixth.status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await login('personne', 'bad-password', `10.2.0.${i}`)).status).toBe(401);
    const unknown = await login('personne', 'bad-password', '10.2.0.9');
    expect(unknown.status).toBe(429);
    expect(unknown.body.error).toBe(sixth.body.error);
    t.clock.advance(5 * 60 * 1000 + 1000);
    expect((await login('lucas_rp', 'lucas1234', '10.1.0.9')).status).toBe(200);
  });

  it('throttles per IP across usernames', async () => {
    for (let i = 0; i < 5; i++) await login(`inconnu${i}`, 'bad-password', '10.9.9.9');
    expect((await login('demo', 'demo1234', '10.9.9.9')).status).toBe(429);
  });
});

describe('game tokens', () => {
  const mint = (secret?: string, body: unknown = { license: 'license:demo' }) =>
    t.call('/api/admin/gameToken', { body, ...(secret && { headers: { 'X-Server-Secret': secret } }) });

  it('needs the server secret', async () => {
    expect((await mint()).status).toBe(403);
    expect((await mint('wrong')).status).toBe(403);
    expect((await mint(SERVER_SECRET, { license: 'license:nobody' })).status).toBe(404);
  });

  it('logs in once; a reused token is refused', async () => {
    const { body } = await mint(SERVER_SECRET);
    const first = await t.call(`/api/loginGame?token=${body.token}`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.body.username).toBe('demo');
    const again = await t.call(`/api/loginGame?token=${body.token}`, { method: 'POST' });
    expect(again.status).toBe(401);
  });

  it('expires after 60 s', async () => {
    t.clock.advance(5_000); // one token per license per 5 s
    const { body } = await mint(SERVER_SECRET);
    t.clock.advance(61_000);
    expect((await t.call(`/api/loginGame?token=${body.token}`, { method: 'POST' })).status).toBe(401);
  });

  it('binds a new license to a known username, and the sandbox mints without the secret', async () => {
    const bound = await mint(SERVER_SECRET, { license: 'license:lucas2', username: 'LUCAS_RP' });
    expect(bound.status).toBe(404); // lucas_rp already has a license
    const sandbox = await t.call('/sandbox/gameToken', { body: { username: 'lucas_rp' } });
    const r = await t.call(`/api/loginGame?token=${sandbox.body.token}`, { method: 'POST' });
    expect(r.body.username).toBe('lucas_rp');
  });
});

describe('forum (Discourse user-api-key) login', () => {
  async function forumPayload(nonce: string, username = 'demo') {
    const config = (await t.call('/config.json')).body;
    const form = new URLSearchParams({
      auth_redirect: 'http://localhost/cfxAuth?state=abc', application_name: 'Test', client_id: 'test',
      scopes: 'session_info,read,write', nonce, public_key: config.forum.publicKey, username,
    });
    const page = await t.call(`/sandbox/forum/user-api-key/new?${form}`);
    expect(page.body).toContain('Autoriser');
    const r = await t.app.request('http://localhost/sandbox/forum/user-api-key/new', { method: 'POST', body: form });
    const location = new URL(r.headers.get('location')!);
    expect(location.searchParams.get('state')).toBe('abc');
    return location.searchParams.get('payload')!;
  }

  it('decrypts the payload, checks the nonce, finds the account', async () => {
    const payload = await forumPayload('nonce-1');
    const r = await t.call('/api/cfxlogin', { body: { payload, nonce: 'nonce-1' } });
    expect(r.status).toBe(200);
    expect(r.body.username).toBe('demo');
    const replay = await t.call('/api/cfxlogin', { body: { payload, nonce: 'nonce-1' } });
    expect(replay.status).toBe(400);
  });

  it('creates an account for a new forum user', async () => {
    const payload = await forumPayload('nonce-2', 'nouveau');
    const r = await t.call('/api/cfxlogin', { body: { payload, nonce: 'nonce-2' } });
    expect(r.body).toMatchObject({ username: 'nouveau', shopTokens: 0 });
    expect(r.body.avatarUrl).toMatch(/^http:\/\/localhost\/sandbox\/forum\/user_avatar\/nouveau\/120/);
  });

  it('refuses a wrong nonce and a tampered payload', async () => {
    const payload = await forumPayload('nonce-3');
    expect((await t.call('/api/cfxlogin', { body: { payload, nonce: 'other' } })).status).toBe(400);
    const bytes = Buffer.from(payload.replace(/\s/g, ''), 'base64');
    bytes[10] = bytes[10]! ^ 0xff;
    const tampered = await t.call('/api/cfxlogin', { body: { payload: bytes.toString('base64'), nonce: 'nonce-3' } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toMatch(/forum/);
  });
});

describe('Discord link', () => {
  async function authorize(cookie: string, state: string, decision = 'allow') {
    const form = new URLSearchParams({
      client_id: 'test-client', response_type: 'code', scope: 'identify', state, redirect_uri: 'http://localhost/discordAuth', decision,
    });
    const page = await t.call(`/sandbox/discord/authorize?${form}`, { cookie });
    expect(page.body).toContain('Refuser');
    const r = await t.app.request('http://localhost/sandbox/discord/authorize', { method: 'POST', body: form, headers: { Cookie: cookie } });
    return new URL(r.headers.get('location')!).searchParams;
  }

  it('links with a server-issued state (inside the client JSON state), once', async () => {
    const cookie = await t.login('lucas_rp', 'lucas1234');
    const { body } = await t.call('/api/discordState', { method: 'POST', cookie });
    const state = JSON.stringify({ previousPage: '/abonnements', nonce: body.state });
    const params = await authorize(cookie, state);
    expect(params.get('state')).toBe(state);
    const r = await t.call('/api/linkDiscord', { cookie, body: { code: params.get('code'), state } });
    expect(r.status).toBe(200);
    expect(r.body.discordId).toMatch(/^41\d{16}$/);
    expect((await t.call('/api/whoAmI', { cookie })).body.discordId).toBe(r.body.discordId);
    const again = await t.call('/api/linkDiscord', { cookie, body: { code: params.get('code'), state } });
    expect(again.status).toBe(400);
  });

  it('refuses a bad state and a bad code', async () => {
    const cookie = await t.login();
    const params = await authorize(cookie, 'forged');
    const bad = await t.call('/api/linkDiscord', { cookie, body: { code: params.get('code'), state: 'forged' } });
    expect(bad.status).toBe(400);
    const { body } = await t.call('/api/discordState', { method: 'POST', cookie });
    const badCode = await t.call('/api/linkDiscord', { cookie, body: { code: 'nope', state: body.state } });
    expect(badCode.status).toBe(400);
  });

  it('the Refuser button returns access_denied with the state', async () => {
    const params = await authorize(await t.login(), 's1', 'deny');
    expect(params.get('error')).toBe('access_denied');
    expect(params.get('error_description')).toBeTruthy();
    expect(params.get('state')).toBe('s1');
  });
});

describe('origin checks', () => {
  it('refuses a cross-origin POST and a cross-site form without Origin', async () => {
    const r = await t.call('/api/login', { body: { username: 'demo', password: 'demo1234', remember: false }, headers: { Origin: 'https://evil.example' } });
    expect(r.status).toBe(403);
    const noOrigin = await t.call('/api/logout', { method: 'POST', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(noOrigin.status).toBe(403);
  });

  it('lets the NUI origin in with CORS and a SameSite=None cookie', async () => {
    const nui = 'https://cfx-nui-hurricane_shop';
    const preflight = await t.call('/api/login', { method: 'OPTIONS', headers: { Origin: nui } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/gameServer/);
    const r = await t.call('/api/login', { body: { username: 'demo', password: 'demo1234', remember: false }, headers: { Origin: nui } });
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe(nui);
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
    expect(r.headers.getSetCookie()[0]).toMatch(/SameSite=None; Secure|Secure.*SameSite=None/);
  });
});
