// An admin's second factor (/api/manage/2fa…): enrolment with a QR code and a first code,
// a code per new session before any console call answers, codes never taken twice, guesses
// limited, recovery codes used once, and ADMIN_REQUIRE_2FA.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_ERRORS } from '../../src/api/contract/admin-security';
import { createAdmin } from '../../server/services/admin-password';
import { totpCode } from '../../server/services/totp';
import { createTestApp, type TestApp } from './helpers/test-app';

/** One shop for the file (a start takes seconds); each test has an admin of its own. */
let t: TestApp;
let required: TestApp;
beforeAll(async () => {
  [t, required] = await Promise.all([createTestApp(), createTestApp({ adminRequire2fa: true })]);
});
afterAll(() => Promise.all([t.close(), required.close()]));

const PASSWORD = 'mot-de-passe-admin';
let admins = 0;
/** A new admin account on the shop: its username (logs in with PASSWORD). */
async function newAdmin(on = t) {
  const username = `admin${++admins}`;
  await createAdmin(on.db, username, PASSWORD, on.clock.now);
  return username;
}

const STEP_MS = 30_000;
const audit = async (cookie: string) => (await t.call('/api/manage/audit?limit=20', { cookie })).body.entries as { action: string }[];

/** Logs the admin in, enrols an app and confirms it with a first code: the secret, the recovery codes, the session. */
async function enrolled() {
  const username = await newAdmin();
  const admin = await t.login(username, PASSWORD);
  const started = await t.call('/api/manage/2fa/enrol', { cookie: admin, method: 'POST' });
  expect(started.status).toBe(200);
  const { secret } = started.body;
  const confirmed = await t.call('/api/manage/2fa/confirm', { cookie: admin, body: { code: totpCode(secret, t.clock.now) } });
  expect(confirmed.status).toBe(200);
  return { username, admin, secret: secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('enrolment', () => {
  it('shows a secret, its otpauth address and QR code; a wrong first code enrols nothing; the right one gives 10 recovery codes, audited', async () => {
    const username = await newAdmin();
    const admin = await t.login(username, PASSWORD);
    expect((await t.call('/api/manage/2fa', { cookie: admin })).body).toEqual({ enrolled: false, verified: true, required: false, recoveryLeft: 0 });
    const started = (await t.call('/api/manage/2fa/enrol', { cookie: admin, method: 'POST' })).body;
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.uri).toMatch(new RegExp(`^otpauth://totp/.*:${username}\\?.*secret=${started.secret}`));
    expect(started.qr.size).toBeGreaterThanOrEqual(21);
    expect(started.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    const wrong = await t.call('/api/manage/2fa/confirm', { cookie: admin, body: { code: '000000' === totpCode(started.secret, t.clock.now) ? '111111' : '000000' } });
    expect([wrong.status, wrong.body.error]).toEqual([400, 'Code incorrect ou déjà utilisé.']);
    expect((await t.call('/api/manage/2fa', { cookie: admin })).body.enrolled).toBe(false);
    const confirmed = await t.call('/api/manage/2fa/confirm', { cookie: admin, body: { code: totpCode(started.secret, t.clock.now) } });
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    // The session that enrolled gave its code: the console answers at once.
    expect((await t.call('/api/manage/2fa', { cookie: admin })).body).toEqual({ enrolled: true, verified: true, required: false, recoveryLeft: 10 });
    expect((await t.call('/api/manage/players', { cookie: admin })).status).toBe(200);
    expect((await audit(admin)).map((e) => e.action)).toContain('2fa.enrol');
    // Stored hashed: no recovery code is in the database as typed.
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_codes WHERE account_id = (SELECT id FROM accounts WHERE username = $1)', [username]);
    expect(stored.map((r) => r.code_hash)).not.toContain(confirmed.body.recoveryCodes[0]);
    expect((await t.call('/api/manage/2fa/enrol', { cookie: admin, method: 'POST' })).status).toBe(409);
  });
});

describe('a new session', () => {
  it('gets 401 with the French text from every console call until it gives a code; then the console answers', async () => {
    const { username, secret } = await enrolled();
    const fresh = await t.login(username, PASSWORD);
    const refused = await t.call('/api/manage/players', { cookie: fresh });
    expect([refused.status, refused.body.error]).toEqual([401, SECOND_FACTOR_ERRORS.codeRequired]);
    expect((await t.call('/api/manage/audit', { cookie: fresh })).status).toBe(401);
    expect((await t.call('/api/manage/2fa', { cookie: fresh })).body).toMatchObject({ enrolled: true, verified: false });
    t.clock.advance(STEP_MS);
    const ok = await t.call('/api/manage/2fa/verify', { cookie: fresh, body: { code: totpCode(secret, t.clock.now) } });
    expect(ok.body).toEqual({ ok: true });
    expect((await t.call('/api/manage/players', { cookie: fresh })).status).toBe(200);
  });

  it('refuses a code already accepted, and an older one, even in another session', async () => {
    const { username, secret } = await enrolled();
    t.clock.advance(STEP_MS);
    const code = totpCode(secret, t.clock.now);
    const first = await t.login(username, PASSWORD);
    expect((await t.call('/api/manage/2fa/verify', { cookie: first, body: { code } })).status).toBe(200);
    const second = await t.login(username, PASSWORD);
    const replay = await t.call('/api/manage/2fa/verify', { cookie: second, body: { code } });
    expect([replay.status, replay.body.error]).toEqual([400, 'Code incorrect ou déjà utilisé.']);
    // The previous step's code is still within the window, but older than the one taken.
    const older = await t.call('/api/manage/2fa/verify', { cookie: second, body: { code: totpCode(secret, new Date(t.clock.now.getTime() - STEP_MS)) } });
    expect(older.status).toBe(400);
    expect((await t.call('/api/manage/players', { cookie: second })).status).toBe(401);
  });

  it('takes one code once when two sessions send it at the same time', async () => {
    const { username, secret } = await enrolled();
    t.clock.advance(STEP_MS);
    const code = totpCode(secret, t.clock.now);
    const sessions = [await t.login(username, PASSWORD), await t.login(username, PASSWORD)];
    const answers = await Promise.all(sessions.map((cookie) => t.call('/api/manage/2fa/verify', { cookie, body: { code } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('allows 5 wrong codes in 5 minutes, then answers 429 in French, even to the right code, until 5 minutes have passed', async () => {
    const { username, secret } = await enrolled();
    const session = await t.login(username, PASSWORD);
    const right = () => totpCode(secret, t.clock.now);
    const wrongCode = () => (right() === '123456' ? '654321' : '123456');
    for (let i = 0; i < 5; i++) expect((await t.call('/api/manage/2fa/verify', { cookie: session, body: { code: wrongCode() } })).status).toBe(400);
    const locked = await t.call('/api/manage/2fa/verify', { cookie: session, body: { code: right() } });
    expect([locked.status, locked.body.error]).toEqual([429, 'Trop de codes erronés. Réessayez dans 5 minutes.']);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await t.call('/api/manage/2fa/verify', { cookie: session, body: { code: right() } })).status).toBe(200);
  });

  it('takes a recovery code once (any case, with or without its dash), audited', async () => {
    const { username, admin, recoveryCodes } = await enrolled();
    const code = recoveryCodes[3]!;
    const first = await t.login(username, PASSWORD);
    expect((await t.call('/api/manage/2fa/verify', { cookie: first, body: { code: code.toUpperCase().replace('-', '') } })).status).toBe(200);
    expect((await t.call('/api/manage/players', { cookie: first })).status).toBe(200);
    expect((await t.call('/api/manage/2fa', { cookie: first })).body.recoveryLeft).toBe(9);
    const second = await t.login(username, PASSWORD);
    expect((await t.call('/api/manage/2fa/verify', { cookie: second, body: { code } })).status).toBe(400);
    expect((await audit(admin)).map((e) => e.action)).toContain('2fa.recovery');
  });

  it('disabling needs a current code; audited; then a new session is not asked for one', async () => {
    const { username, admin, secret } = await enrolled();
    t.clock.advance(STEP_MS);
    expect((await t.call('/api/manage/2fa/disable', { cookie: admin, body: { code: '000000' === totpCode(secret, t.clock.now) ? '111111' : '000000' } })).status).toBe(400);
    expect((await t.call('/api/manage/2fa/disable', { cookie: admin, body: { code: totpCode(secret, t.clock.now) } })).status).toBe(200);
    expect((await audit(admin)).map((e) => e.action)).toContain('2fa.disable');
    const fresh = await t.login(username, PASSWORD);
    expect((await t.call('/api/manage/players', { cookie: fresh })).status).toBe(200);
  });
});

describe('ADMIN_REQUIRE_2FA', () => {
  it('lets an admin without a second factor reach only the enrolment (403 in French), then everything once enrolled', async () => {
    const admin = await required.login(await newAdmin(required), PASSWORD);
    const refused = await required.call('/api/manage/players', { cookie: admin });
    expect([refused.status, refused.body.error]).toEqual([403, SECOND_FACTOR_ERRORS.enrolmentRequired]);
    expect((await required.call('/api/manage/players/1/points', { cookie: admin, body: { delta: 5, reason: 'Essai' } })).status).toBe(403);
    expect((await required.call('/api/manage/password', { cookie: admin, body: { current: 'admin1234', next: 'un-mot-de-passe-long' } })).status).toBe(403);
    expect((await required.call('/api/manage/2fa', { cookie: admin })).body).toMatchObject({ enrolled: false, required: true });
    const { secret } = (await required.call('/api/manage/2fa/enrol', { cookie: admin, method: 'POST' })).body;
    expect((await required.call('/api/manage/2fa/confirm', { cookie: admin, body: { code: totpCode(secret, required.clock.now) } })).status).toBe(200);
    expect((await required.call('/api/manage/players', { cookie: admin })).status).toBe(200);
    required.clock.advance(STEP_MS);
    const kept = await required.call('/api/manage/2fa/disable', { cookie: admin, body: { code: totpCode(secret, required.clock.now) } });
    expect(kept.status).toBe(403);
  });

  it('still refuses a player and a visitor as before', async () => {
    expect((await required.call('/api/manage/2fa')).status).toBe(401);
    const player = await required.login('demo', 'demo1234');
    expect((await required.call('/api/manage/2fa/enrol', { cookie: player, method: 'POST' })).status).toBe(403);
  });
});
