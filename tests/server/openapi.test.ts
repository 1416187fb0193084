import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { apiOperations, openApiDocument } from '../../server/openapi';
import { createTestApp, type TestApp } from './helpers/test-app';

it('docs/openapi.json is generated from the current schemas (npx tsx server/write-openapi.ts)', () => {
  const committed = JSON.parse(readFileSync('docs/openapi.json', 'utf8'));
  expect(committed).toEqual(openApiDocument());
  for (const e of Object.values(endpoints)) expect(committed.paths[e.path][e.method.toLowerCase()]).toBeDefined();
  // The clients' summaries live apart from their table (endpointSummaries): none is lost.
  for (const operations of Object.values<Record<string, { summary?: string }>>(committed.paths)) {
    for (const operation of Object.values(operations)) expect(operation.summary).toMatch(/\w/);
  }
});

describe('the API the app serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const documented = openApiDocument().paths as Record<string, Record<string, unknown>>;
  /** Routes under /api (the sandbox lives under /sandbox); wildcards are middleware and the 404 fallback. */
  /** Hono writes a path segment `:id`, the document `{id}`. */
  const apiRoutes = () =>
    t.app.routes.filter((r) => r.path.startsWith('/api/') && !r.path.includes('*')).map((r) => ({ ...r, path: r.path.replace(/:(\w+)/g, '{$1}') }));

  it('every /api route is in the endpoint tables and the document, and every documented call is served', () => {
    const served = apiRoutes();
    expect(served.length).toBeGreaterThan(0);
    for (const r of served) {
      expect(documented[r.path], `${r.method} ${r.path}`).toBeDefined();
      // app.use on one path (a guard) is method ALL; a handler names its method.
      if (r.method !== 'ALL') expect(documented[r.path]![r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
    }
    for (const [path, operations] of Object.entries(documented)) {
      for (const method of Object.keys(operations)) {
        expect(served.some((r) => r.path === path && r.method === method.toUpperCase()), `${method} ${path}`).toBe(true);
      }
    }
  });

  it('every call marked auth: serverSecret is refused without the secret, before its body is read', async () => {
    const guarded = apiOperations().filter(([, e]) => e.auth === 'serverSecret');
    expect(guarded.length).toBeGreaterThan(0);
    for (const [name, e] of guarded) {
      expect((await t.call(e.path, { method: e.method, body: {} })).status, name).toBe(403);
      expect((await t.call(e.path, { method: e.method, body: {}, headers: { 'X-Server-Secret': 'wrong' } })).status, name).toBe(403);
    }
  });
});
