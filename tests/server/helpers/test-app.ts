// A shop app on a fresh real database: PGlite in memory, or a throw-away schema
// on the PostgreSQL server named by DATABASE_URL (scripts/pg-test.sh).
import { randomBytes } from 'node:crypto';
import type { AppOptions } from '../../../server/app-options';
import { createApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/queryable';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { generateForumKeys, type ForumKeys } from '../../../server/services/forum-keys';

export const ORIGIN = 'http://localhost';
export const SERVER_SECRET = 'test-secret';
let keys: ForumKeys | undefined;

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Database;
  clock: { now: Date; advance(ms: number): void };
  /** JSON request (a cookie header as is); the answer parsed as JSON when it is. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
  call(path: string, init?: CallInit): Promise<{ status: number; body: any; headers: Headers }>;
  login(username?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
}

export async function createTestApp(overrides: Partial<AppOptions> = {}): Promise<TestApp> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const url = process.env.DATABASE_URL;
  const db = await openDatabase(url ? { url, schema } : {});
  const clock = { now: new Date('2025-06-15T10:00:00Z'), advance(ms: number) { clock.now = new Date(clock.now.getTime() + ms); } };
  await prepareDatabase(db, { demo: true, now: clock.now });
  keys ??= generateForumKeys();
  const app: TestApp['app'] = createApp({
    db,
    now: () => clock.now,
    sandbox: true,
    serverSecret: SERVER_SECRET,
    nuiResource: 'hurricane_shop',
    trustProxy: true,
    // Outbound calls (forum, Discord sandboxes) go back into the app, without a network.
    fetch: async (input, init) => app.request(String(input), init),
    forum: { clientId: 'test', applicationName: 'Test', ...keys },
    discord: { clientId: 'test-client', clientSecret: 'test-secret' },
    tebex: { publicToken: 'sandbox-token' },
    communityChatUrl: 'https://discord.gg/hurricane',
    webRoot: '/nonexistent',
    ...overrides,
  });

  const call: TestApp['call'] = async (path, init = {}) => {
    const headers: Record<string, string> = { 'X-Forwarded-For': '10.0.0.1', ...init.headers };
    if (init.cookie) headers.Cookie = init.cookie;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(`${ORIGIN}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // HTML pages stay text
    }
    return { status: response.status, body, headers: response.headers };
  };

  return {
    app,
    db,
    clock,
    call,
    async login(username = 'demo', password = 'demo1234') {
      const response = await call('/api/login', { body: { username, password, remember: false } });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      return sessionCookie(response.headers);
    },
    close: async () => {
      if (url) await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.close();
    },
  };
}

/** A test app with the demo player logged in: its session cookie and account id. */
export async function createDemoSession(): Promise<{ t: TestApp; demo: string; demoId: string }> {
  const t = await createTestApp();
  const demo = await t.login();
  const demoId = (await t.call('/api/whoAmI', { cookie: demo })).body.id;
  return { t, demo, demoId };
}

export function sessionCookie(headers: Headers): string {
  const cookie = headers.getSetCookie().find((c) => c.startsWith('hs_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}
