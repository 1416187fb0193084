// Admins' passwords: the first admin created on the command line (`npm run admin -- create`,
// the password on standard input), then logging in; an admin changing their own in the console.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_SHORT } from '../../src/api/contract/admin-security';
import { confirmTotp, putPendingTotp } from '../../server/db/admin-second-factor';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/queryable';
import { createAdmin } from '../../server/services/admin-password';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Runs `npm run admin -- <args>` as a child process on an embedded database in `dataDir`, `stdin` piped in. */
function adminCli(dataDir: string, args: string[], stdin: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (err += String(chunk)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin -- create', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hs-admin-cli-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses a password under 12 characters, in French, and creates nothing', async () => {
    const r = await adminCli(join(dir, 'short'), ['create', 'chef'], 'court123\n');
    expect(r.code).toBe(1);
    expect(r.err).toContain(ADMIN_PASSWORD_SHORT);
    // Refused before the database opens: none was made.
    expect(existsSync(join(dir, 'short'))).toBe(false);
  }, 60_000);

  it('creates an admin on the stopped shop’s database, who then logs in with POST /api/login and opens the console', async () => {
    const dataDir = join(dir, 'db');
    const r = await adminCli(dataDir, ['create', 'chef'], 'un-long-mot-de-passe\n');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('« chef »');
    const again = await adminCli(dataDir, ['create', 'Chef'], 'un-autre-mot-de-passe\n');
    expect(again.code).toBe(1);
    expect(again.err).toContain('déjà pris');

    const db: Database = await openDatabase({ dataDir });
    const t = await createTestApp({ db });
    try {
      const login = await t.call('/api/login', { body: { username: 'chef', password: 'un-long-mot-de-passe', remember: false } });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ username: 'chef', group: 'admin' });
      const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
      expect((await t.call('/api/manage/players', { cookie })).status).toBe(200);
      // An admin who lost their app: reset-2fa removes it.
      const id = login.body.id as string;
      await putPendingTotp(db, Number(id), 'JBSWY3DPEHPK3PXP', t.clock.now);
      await confirmTotp(db, Number(id), t.clock.now);
    } finally {
      await t.close();
      await db.close();
    }
    const reset = await adminCli(dataDir, ['reset-2fa', 'chef'], '');
    expect([reset.code, reset.err]).toEqual([0, '']);
    const after = await openDatabase({ dataDir });
    try {
      expect(await after.query('SELECT 1 FROM admin_totp')).toHaveLength(0);
    } finally {
      await after.close();
    }
  }, 180_000);
});

describe('an admin changes their own password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs the current one and 12 characters; the other sessions end, this one stays; audited', async () => {
    await createAdmin(t.db, 'gerant', 'ancien-mot-de-passe', t.clock.now);
    const here = await t.login('gerant', 'ancien-mot-de-passe');
    const elsewhere = await t.login('gerant', 'ancien-mot-de-passe');
    const short = await t.call('/api/manage/password', { cookie: here, body: { current: 'ancien-mot-de-passe', next: 'court' } });
    expect([short.status, short.body.error]).toEqual([400, ADMIN_PASSWORD_SHORT]);
    const wrong = await t.call('/api/manage/password', { cookie: here, body: { current: 'pas-le-bon', next: 'nouveau-mot-de-passe' } });
    expect([wrong.status, wrong.body.error]).toEqual([403, 'Mot de passe actuel incorrect.']);
    const ok = await t.call('/api/manage/password', { cookie: here, body: { current: 'ancien-mot-de-passe', next: 'nouveau-mot-de-passe' } });
    expect(ok.body).toEqual({ ok: true });
    expect((await t.call('/api/manage/players', { cookie: here })).status).toBe(200);
    expect((await t.call('/api/whoAmI', { cookie: elsewhere })).status).toBe(401);
    expect((await t.call('/api/login', { body: { username: 'gerant', password: 'ancien-mot-de-passe', remember: false } })).status).toBe(401);
    expect((await t.call('/api/login', { body: { username: 'gerant', password: 'nouveau-mot-de-passe', remember: false } })).status).toBe(200);
    const [entry] = (await t.call('/api/manage/audit?limit=1', { cookie: here })).body.entries;
    expect(entry).toMatchObject({ action: 'admin.password', adminName: 'gerant' });
    expect(JSON.stringify(entry)).not.toContain('mot-de-passe');
  });

  it('allows 5 wrong current passwords in 5 minutes, then 429 in French', async () => {
    await createAdmin(t.db, 'gerant2', 'ancien-mot-de-passe', t.clock.now);
    const cookie = await t.login('gerant2', 'ancien-mot-de-passe');
    for (let i = 0; i < 5; i++) {
      expect((await t.call('/api/manage/password', { cookie, body: { current: 'faux', next: 'nouveau-mot-de-passe' } })).status).toBe(403);
    }
    const locked = await t.call('/api/manage/password', { cookie, body: { current: 'ancien-mot-de-passe', next: 'nouveau-mot-de-passe' } });
    expect([locked.status, locked.body.error]).toEqual([429, 'Trop de mots de passe erronés. Réessayez dans 5 minutes.']);
  });

  it('refuses a short password for a new admin', async () => {
    await expect(createAdmin(t.db, 'gerant3', 'onze-caract', t.clock.now)).rejects.toThrow(ADMIN_PASSWORD_SHORT);
  });
});
