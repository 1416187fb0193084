// The embedded database through a SIGKILL (a host losing power, an OOM kill): every
// purchase the server answered 200 is there after a restart, and nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** `tsx server/main.ts` in its own process group (a SIGKILL reaches the server, not only tsx). */
function start(port: number, dataDir: string): ChildProcess {
  return spawn(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    detached: true, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SANDBOX: '1', NODE_ENV: 'development', DATABASE_URL: '' },
  });
}

async function ready(base: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

async function login(base: string): Promise<string> {
  const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234', remember: false }) });
  return r.headers.getSetCookie()[0]!.split(';')[0]!;
}

it('every purchase answered before a SIGKILL is there after the restart', { timeout: 120_000 }, async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'hs-kill-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = start(port, dataDir);
  try {
    await ready(base);
    const cookie = await login(base);
    const headers = { 'Content-Type': 'application/json', Cookie: cookie, gameServer: 'hurricane_fa' };
    const [character] = (await (await fetch(`${base}/api/getCharacters`, { headers })).json()) as { id: number }[];
    let answered = 0;
    let balance = 0;
    for (let i = 0; i < 20; i++) {
      const r = await fetch(`${base}/api/buyProducts`, {
        method: 'POST', headers: { ...headers, 'Idempotency-Key': `kill-${i}` },
        body: JSON.stringify({ characterDbId: character!.id, products: [{ itemId: 'kit_reparation', amount: 1, isFromDailyShop: false }] }),
      });
      expect(r.status).toBe(200);
      balance = ((await r.json()) as { shopTokens: number }).shopTokens;
      answered++;
    }
    process.kill(-server.pid!, 'SIGKILL'); // right after the last answer
    await new Promise((resolve) => server.once('exit', resolve));

    server = start(port, dataDir);
    await ready(base);
    const again = { ...headers, Cookie: await login(base) };
    const history = (await (await fetch(`${base}/api/getPlayerTransactions`, { headers: again })).json()) as { shop: unknown[] };
    expect(history.shop).toHaveLength(answered);
    expect(((await (await fetch(`${base}/api/whoAmI`, { headers: again })).json()) as { shopTokens: number }).shopTokens).toBe(balance);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await rm(dataDir, { recursive: true, force: true });
  }
});
