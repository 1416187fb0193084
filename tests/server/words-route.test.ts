// /api/words/en.js serves the web build's English chunk, found through its manifest,
// for the game's file (which carries French only).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

const CHUNK = 'var e={main:{}};export{e as english};';

function webRoot(built: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'hs-words-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(root, '.vite'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'english-abc.js'), CHUNK);
  const manifest = built ? { '../../src/i18n/english.ts': { file: 'assets/english-abc.js' } } : {};
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return root;
}

describe('GET /api/words/en.js', () => {
  let built: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    built = await createTestApp({ webRoot: webRoot(true) });
    bare = await createTestApp({ webRoot: webRoot(false) });
  });
  afterAll(async () => {
    await built.close();
    await bare.close();
  });

  it('answers the English chunk as JavaScript, revalidated at each start', async () => {
    const r = await built.app.request('http://localhost/api/words/en.js');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(r.headers.get('cache-control')).toBe('no-cache');
    expect(await r.text()).toBe(CHUNK);
  });

  it('is a 404 when the build has no English chunk', async () => {
    expect((await bare.app.request('http://localhost/api/words/en.js')).status).toBe(404);
  });
});
