// buyProducts latency on the embedded database (or DATABASE_URL): 200 sequential,
// then 50 concurrent purchases through the full HTTP stack (app.request, no socket).
// Run: npx tsx server/bench/buy-latency.ts
import { performance } from 'node:perf_hooks';
import { createApp } from '../app';
import { insertAccount } from '../db/accounts';
import { changeBalance } from '../db/ledger';
import { insertCharacter } from '../db/characters';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { insertSession } from '../db/sessions';
import { generateForumKeys } from '../services/forum-keys';
import { newToken, sha256 } from '../services/secrets';

const db = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, schema: `bench_${Date.now()}` } : {});
await prepareDatabase(db, { demo: true });
const app = createApp({
  db, sandbox: false, nuiResource: 'hurricane_shop', communityChatUrl: 'https://discord.gg/hurricane',
  forum: { clientId: 'bench', applicationName: 'Bench', ...generateForumKeys() },
  discord: { clientId: 'bench', clientSecret: 'bench' }, tebex: { publicToken: 'bench' },
});

const accountId = await insertAccount(db, new Date(), { username: 'bench', hash: null });
await changeBalance(db, { accountId, delta: 100_000_000, kind: 'opening', ref: null, note: null, at: new Date() });
const characters: number[] = [];
for (let i = 0; i < 50; i++) {
  characters.push(
    await insertCharacter(db, { accountId, server: 'hurricane_fa', firstname: 'Bench', lastname: String(i), dob: '2000-01-01', pob: 'LS', height: 180 }),
  );
}
const token = newToken();
await insertSession(db, sha256(token), accountId, new Date(Date.now() + 3600_000));

async function timedBuy(characterDbId: number): Promise<number> {
  const start = performance.now();
  const response = await app.request('http://localhost/api/buyProducts', {
    method: 'POST',
    headers: { Cookie: `hs_session=${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': newToken(8) },
    body: JSON.stringify({ characterDbId, products: [{ itemId: 'kit_reparation', amount: 1, isFromDailyShop: false }] }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`purchase failed: ${response.status}`);
  return performance.now() - start;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const report = (label: string, values: number[]) =>
  console.log(`${label}: p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (n=${values.length})`);

await timedBuy(characters[0]!); // warm-up: JIT and query plans
const sequential: number[] = [];
for (let i = 0; i < 200; i++) sequential.push(await timedBuy(characters[i % characters.length]!));
const concurrent = await Promise.all(characters.map((id) => timedBuy(id)));

console.log(`buyProducts on ${db.kind}`);
report('200 sequential', sequential);
report('50 concurrent', concurrent);
await db.close();
