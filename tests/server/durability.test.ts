// The embedded database through a SIGKILL (a host losing power, an OOM kill): every
// purchase the server answered 200 is there after a restart, and nothing else.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { freePort, kill, login, ready, startShop } from './helpers/shop-process';

/** On the embedded database in `dataDir`, whatever DATABASE_URL the suite has. */
const start = (port: number, dataDir: string) => startShop(port, { DATA_DIR: dataDir, DATABASE_URL: '' });

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
    kill(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
