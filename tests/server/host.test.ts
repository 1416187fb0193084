// What a host expects: health and readiness checks, a database outage answered 503 in
// French (and recovered from), two instances starting together (a stop: graceful-stop.test.ts).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { prepareDatabase } from '../../server/db/prepare-database';
import type { Database } from '../../server/db/queryable';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The test database behind a switch: while `down`, every call fails as a stopped PostgreSQL makes it fail. */
function switchable(db: Database) {
  const state = { down: false };
  const refuse = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const wrapped: Database = {
    ...db,
    query: (sql, params) => (state.down ? Promise.reject(refuse()) : db.query(sql, params)),
    transaction: (fn) => (state.down ? Promise.reject(refuse()) : db.transaction(fn)),
  };
  return { db: wrapped, state };
}

describe('health, readiness and a database outage', () => {
  let t: TestApp;
  let outage: ReturnType<typeof switchable>;
  let app: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    outage = switchable(t.db);
    app = await createTestApp({ db: outage.db });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('/healthz answers while the process runs; /readyz while the database answers with every migration', async () => {
    expect(await app.call('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await app.call('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    outage.state.down = true;
    try {
      expect(await app.call('/healthz')).toMatchObject({ status: 200 });
      expect(await app.call('/readyz')).toMatchObject({ status: 503, body: { error: 'Base de données injoignable.' } });
      const call = await app.call('/api/shopVer');
      expect([call.status, call.body.error]).toEqual([503, 'Le service est momentanément indisponible. Réessayez dans un instant.']);
      expect(call.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      outage.state.down = false;
    }
    expect((await app.call('/api/shopVer')).status).toBe(200);
  });
});

it('two instances starting together on an empty database: migrations and demo data applied once', async () => {
  const url = process.env.DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const first = await openDatabase(url ? { url, schema } : {});
  const second = url ? await openDatabase({ url, schema }) : first;
  try {
    const starts = await Promise.all([prepareDatabase(first, { demo: true }), prepareDatabase(second, { demo: true })]);
    expect(starts.map((s) => s.seeded).sort()).toEqual([false, true]);
    expect(await first.query('SELECT username FROM accounts ORDER BY id')).toEqual([{ username: 'demo' }, { username: 'lucas_rp' }, { username: 'admin' }]);
  } finally {
    if (url) await first.query(`DROP SCHEMA ${schema} CASCADE`);
    await first.close();
    if (second !== first) await second.close();
  }
});
