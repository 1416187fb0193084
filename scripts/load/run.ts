// Multi-instance load and fault proofs (issue 26), on the throw-away PostgreSQL of
// scripts/with-pg.sh: `npm run test:load`. Two server instances start at the same moment on
// the empty database behind a round-robin proxy (scripts/load/proxy.ts); 100 players log in
// and browse and buy through it under autocannon while two game resources claim and
// acknowledge deliveries; then the invariants are read from the database. Then the faults:
// PostgreSQL stopped for 10 s during a load, one instance killed with SIGKILL mid-purchase.
// Traffic stays on the loopback. Exits 1 when any check fails; prints "N passed, M failed".
// LOAD_SECONDS (default 60), FAULT_SECONDS (30), OUTAGE_SECONDS (10), PLAYERS (100) and
// CONNECTIONS (100) change the run; LOAD_REPORT=<file> writes the figures as JSON.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/database';
import type { Database } from '../../server/db/queryable';
import { LEASE_MS } from '../../server/services/deliveries';
import { call, frenchError, sessionCookie, sleep } from './http';
import { crashOf, killInstance, logTail, pgControl, startInstance, started, stopAll, waitReady, type Instance } from './processes';
import { startProxy, type Proxy } from './proxy';
import { PASSWORD, buyHeaders, buys, createAccount, createPlayers, createProducts, deliveryState, invariants, newBuy, recordAnswer, type Player } from './shop';
import { Stats } from './stats';
import { playerLoad, settlePending, startClaimers } from './traffic';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const LOAD_SECONDS = env('LOAD_SECONDS', 60);
const FAULT_SECONDS = env('FAULT_SECONDS', 30);
const OUTAGE_SECONDS = env('OUTAGE_SECONDS', 10);
const PLAYERS = env('PLAYERS', 100);
const CONNECTIONS = env('CONNECTIONS', 100);
/** The whole run, past which it stops and fails. */
const BUDGET_MS = (LOAD_SECONDS + FAULT_SECONDS + 150) * 1000 + LEASE_MS + 30_000;

const results: { name: string; ok: boolean; detail: string }[] = [];
const figures: Record<string, unknown> = {};
function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? '  ✓' : '  ✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}
const problemsOf = (list: string[]) => (list.length ? `${list.length}: ${list.slice(0, 5).join('; ')}` : '');
const section = (title: string) => console.log(`\n== ${title}`);

const freePort = async () => {
  const { createServer } = await import('node:net');
  return new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
};

let proxy: Proxy | undefined;
let db: Database | undefined;
/** The instances' logs: kept when a check failed, removed otherwise. */
const logDir = mkdtempSync(join(tmpdir(), 'hs-load-'));
const instances: Instance[] = [];

async function cleanUp() {
  await proxy?.close().catch(() => {});
  await stopAll();
  await db?.close().catch(() => {});
}

async function main() {
  if (!process.env.DATABASE_URL || !process.env.PG_DATA) {
    throw new Error('Run through scripts/with-pg.sh (npm run test:load): it needs a throw-away PostgreSQL it may stop and start.');
  }
  console.log(`Load and fault proofs: ${PLAYERS} players, ${CONNECTIONS} connections, load ${LOAD_SECONDS} s, fault load ${FAULT_SECONDS} s; instance logs in ${logDir}`);

  // 1. Two instances at the same moment on the empty database, behind the proxy.
  section('Two instances starting together on an empty PostgreSQL');
  const [portA, portB] = [await freePort(), await freePort()];
  instances.push(startInstance('A', portA, logDir), startInstance('B', portB, logDir));
  const ready = await Promise.allSettled(instances.map((i) => waitReady(i, 90_000)));
  check('both instances ready (migrations and demo data under one lock)', ready.every((r) => r.status === 'fulfilled'),
    ready.map((r, i) => (r.status === 'fulfilled' ? `${instances[i]!.name} in ${(r.value / 1000).toFixed(1)} s` : String(r.reason))).join(', '));
  if (ready.some((r) => r.status === 'rejected')) {
    for (const i of instances) console.log(`--- ${i.name}\n${logTail(i)}`);
    return;
  }
  db = await openDatabase({ url: process.env.DATABASE_URL });
  const [migrated] = await db.query<{ accounts: number }>("SELECT count(*)::int AS accounts FROM accounts WHERE username IN ('demo', 'admin', 'lucas_rp')");
  check('demo data seeded once', migrated!.accounts === 3, `${migrated!.accounts} demo accounts`);
  proxy = await startProxy(instances.map((i) => ({ name: i.name, port: i.port })));
  let [A, B] = instances as [Instance, Instance];

  // 2. Setup: players, products, logins through the proxy.
  section('Setup');
  const players = await createPlayers(db, PLAYERS);
  await createProducts(db);
  await createAccount(db, 'charge_session');
  await createAccount(db, 'charge_verrou');
  const loginStats = new Stats();
  const logins = await Promise.all(
    players.map(async (p) => {
      // Each player from its own loopback address: the proxy forwards it (TRUST_PROXY=1).
      const answer = await call({ port: proxy!.port, path: '/api/login', body: { username: p.username, password: PASSWORD, remember: false }, from: `127.0.1.${p.index + 1}` });
      loginStats.status('login', answer.status, answer.text);
      loginStats.latency('login', answer.ms);
      p.cookie = sessionCookie(answer) ?? '';
      return answer;
    }),
  );
  loginStats.endedAt = Date.now();
  check(`${PLAYERS} concurrent password logins through the proxy`, logins.every((a) => a.status === 200) && players.every((p) => p.cookie),
    `${logins.filter((a) => a.status === 200).length} × 200`);
  console.log(loginStats.table().slice(1, 2).join('\n'));
  figures.login = summary(loginStats).login;

  // 3. The load.
  section(`Load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s through the proxy, two claimers`);
  const stats = new Stats();
  const claimers = startClaimers({ port: proxy.port, players, stats });
  const progress = setInterval(() => console.log(`  … ${stats.seconds().toFixed(0)} s: ${stats.total()} answers, ${stats.count((s) => s >= 500)} 5xx${proxy!.badGateway ? ` (proxy 502: ${proxy!.badGateway}, last: ${proxy!.errors.at(-1)})` : ''}`), 15_000);
  const load = await playerLoad({ port: proxy.port, players, connections: CONNECTIONS, seconds: LOAD_SECONDS, phase: 'load', stats });
  clearInterval(progress);
  stats.endedAt = Date.now();
  await claimers.stop();
  for (const line of stats.table()) console.log(line);
  console.log(`  autocannon: ${load.result.requests.total} requests, ${load.result.requests.average} req/s, p50 ${load.result.latency.p50} ms, p99 ${load.result.latency.p99} ms, errors ${load.result.errors}, timeouts ${load.result.timeouts}; proxy: ${JSON.stringify(proxy.served)}`);
  figures.load = { seconds: stats.seconds(), total: stats.total(), perSecond: stats.total() / stats.seconds(), kinds: summary(stats), autocannon: load.result };
  const cut = [...buys.values()].filter((b) => b.phase === 'load' && b.status === undefined).length;
  const settled = await settlePending(proxy.port, 'load');
  console.log(`  ${cut} purchases in flight when the load stopped: sent again with their key (${settled.sent} in all)`);
  check('no 5xx during the load', stats.count((s) => s >= 500) === 0 && proxy.badGateway === 0, `${stats.count((s) => s >= 500)} 5xx, ${proxy.badGateway} proxy 502 ${problemsOf(proxy.errors)}`);
  check('reads answer 200', stats.count((s) => s !== 200, ['shopVer', 'whoAmI', 'getCharacters', 'claim', 'ack']) === 0,
    `${stats.count((s) => s !== 200, ['shopVer', 'whoAmI', 'getCharacters', 'claim', 'ack'])} other`);
  check('purchases answer 200, 400 (points) or 409 (stock, limit) only', stats.count((s) => ![200, 400, 409].includes(s), ['buyProducts']) === 0 && load.malformed === 0);
  check('each replayed Idempotency-Key answered its first answer', load.replayMismatches.length === 0, `${load.replays} replays ${problemsOf(load.replayMismatches)}`);
  check('every purchase left in flight settled by its key', settled.unsettled.length === 0, problemsOf(settled.unsettled));
  const sold = stats.kind('buyProducts').statuses;
  console.log(`  purchases: ${sold.get(200) ?? 0} × 200, ${sold.get(409) ?? 0} × 409, ${sold.get(400) ?? 0} × 400; deliveries handed out ${claimers.handedOut.size}, acknowledged ${claimers.acked.size}`);
  await invariantChecks(db, players, 'after the load');
  const twice = [...claimers.handedOut.values()].filter((n) => n > 1).length;
  check('no delivery handed to two claims during the load', twice === 0 && (await deliveryState(db, players)).claimedTwice === 0, `${twice} twice`);

  // Sessions and login throttling across the two instances.
  section('Sessions and login throttling across the instances');
  const login = await call({ port: A.port, path: '/api/login', body: { username: 'charge_session', password: PASSWORD, remember: false }, from: '127.0.2.1' });
  const cookie = sessionCookie(login) ?? '';
  const onB = await call({ port: B.port, path: '/api/whoAmI', headers: { Cookie: cookie } });
  check('a session opened on A works on B', login.status === 200 && onB.status === 200 && (onB.json as { username?: string }).username === 'charge_session', `${login.status} then ${onB.status}`);
  const logout = await call({ port: B.port, path: '/api/logout', method: 'POST', headers: { Cookie: cookie } });
  const afterLogout = await call({ port: A.port, path: '/api/whoAmI', headers: { Cookie: cookie } });
  check('a logout on B ends the session on A', logout.status === 200 && afterLogout.status === 401, `${logout.status} then ${afterLogout.status}`);
  const tries = [];
  for (let i = 0; i < 6; i++) {
    const instance = i % 2 ? B : A;
    tries.push(await call({ port: instance.port, path: '/api/login', body: { username: 'charge_verrou', password: `faux-${i}`, remember: false }, from: `127.0.3.${i + 1}` }));
  }
  const right = await call({ port: B.port, path: '/api/login', body: { username: 'charge_verrou', password: PASSWORD, remember: false }, from: '127.0.3.50' });
  check('6 wrong passwords over A and B from 6 addresses: 5 × 401 then 429', tries.slice(0, 5).every((t) => t.status === 401) && tries[5]!.status === 429 && Boolean(frenchError(tries[5]!.json)),
    tries.map((t) => t.status).join(', '));
  check('then the right password is refused too (429) on either instance', right.status === 429, `${right.status}`);

  // 5a. PostgreSQL stopped in the middle of a load.
  const pg = pgControl()!;
  section(`Fault: PostgreSQL stopped ${OUTAGE_SECONDS} s in the middle of a ${FAULT_SECONDS} s load`);
  const faultStats = new Stats();
  const faultClaimers = startClaimers({ port: proxy.port, players, stats: faultStats, pauseMs: 250 });
  const faultLoad = playerLoad({ port: proxy.port, players, connections: CONNECTIONS, seconds: FAULT_SECONDS, phase: 'outage', stats: faultStats });
  const outageAt = Math.max(3, Math.floor((FAULT_SECONDS - OUTAGE_SECONDS) / 3));
  await sleep(outageAt * 1000);
  const stoppedAt = Date.now();
  await pg.stop();
  console.log(`  PostgreSQL stopped at ${outageAt} s (pg_ctl stop -m fast: ${Date.now() - stoppedAt} ms)`);
  await sleep(OUTAGE_SECONDS * 1000);
  const readyzDuring = await Promise.all(instances.map((i) => call({ port: i.port, path: '/readyz', timeoutMs: 8000 }).catch(() => undefined)));
  await pg.start();
  const startedAt = Date.now();
  console.log(`  PostgreSQL started again after ${((startedAt - stoppedAt) / 1000).toFixed(1)} s`);
  const recovery = await Promise.all(instances.map(async (instance) => {
    const readyMs = await waitReady(instance, 30_000).catch(() => NaN);
    // A purchase straight to this instance, until one succeeds.
    const player = players.find((p) => p.group === 'common' && p.index % 2 === (instance === A ? 0 : 1))!;
    const buy = newBuy(player, 'outage-direct');
    for (let i = 0; i < 60; i++) {
      const answer = await call({ port: instance.port, path: '/api/buyProducts', headers: buyHeaders(buy), body: JSON.parse(buy.body) }).catch(() => undefined);
      if (answer && answer.status < 500) {
        recordAnswer(buy, answer.status, answer.text);
        break;
      }
      await sleep(250);
    }
    return { readyMs, buyMs: Date.now() - startedAt, status: buy.status };
  }));
  const fault = await faultLoad;
  faultStats.endedAt = Date.now();
  await faultClaimers.stop();
  check('the claimers acknowledged everything they were handed, once PostgreSQL was back', faultClaimers.unacked.length === 0, problemsOf(faultClaimers.unacked));
  for (const line of faultStats.table()) console.log(line);
  const during503 = faultStats.count((s) => s === 503);
  const bad5xx = [...faultStats.kinds.values()].flatMap((k) => k.bad5xx);
  check('while PostgreSQL is away, /readyz answers 503', readyzDuring.every((a) => a?.status === 503), readyzDuring.map((a) => a?.status ?? 'no answer').join(', '));
  check('the instances answered 503 with a French {error}, no other 5xx', during503 > 0 && faultStats.count((s) => s >= 500 && s !== 503 && s !== 502) === 0 && bad5xx.length === 0,
    `${during503} × 503${bad5xx.length ? `; not French JSON: ${bad5xx.slice(0, 3).join(' | ')}` : ''}`);
  const crashed = instances.map(crashOf).filter((c): c is string => Boolean(c));
  check('no instance died while PostgreSQL was away', crashed.length === 0, crashed.join(' ; '));
  check('no connection to an instance failed (no proxy 502)', proxy.badGateway === 0, `${proxy.badGateway} × 502 ${problemsOf(proxy.errors)}`);
  // A crashed instance is started again, so that the next proof has two.
  for (const [n, instance] of instances.entries()) {
    if (!instance.exited) continue;
    instances[n] = startInstance(instance.name, instance.port, logDir);
    await waitReady(instances[n], 60_000).catch(() => undefined);
  }
  check('both instances ready again by themselves', recovery.every((r) => Number.isFinite(r.readyMs)), recovery.map((r, i) => `${instances[i]!.name} ${(r.readyMs / 1000).toFixed(1)} s after the restart`).join(', '));
  check('a purchase succeeds on each instance after the outage', recovery.every((r) => r.status === 200), recovery.map((r, i) => `${instances[i]!.name}: ${r.status} ${(r.buyMs / 1000).toFixed(1)} s after the restart`).join(', '));
  const outageCut = [...buys.values()].filter((b) => b.phase === 'outage' && (b.status === undefined || b.status >= 500)).length;
  const faultSettled = await settlePending(proxy.port, 'outage');
  check('every purchase cut or answered 503 settled by its key afterwards', faultSettled.unsettled.length === 0, `${outageCut} sent again${problemsOf(faultSettled.unsettled)}`);
  check('replays during the outage answered their first answer', fault.replayMismatches.length === 0, problemsOf(fault.replayMismatches));
  figures.outage = {
    seconds: faultStats.seconds(), kinds: summary(faultStats), answered503: during503, resent: outageCut,
    recovery: recovery.map((r, i) => ({ instance: instances[i]!.name, readyMs: r.readyMs, firstPurchaseMs: r.buyMs })),
  };
  await invariantChecks(db, players, 'after the outage');

  // 5b. One instance killed with SIGKILL mid-purchase; the clients retry on the other.
  [A, B] = instances as [Instance, Instance];
  section('Fault: instance A killed with SIGKILL mid-purchase, clients retry on B');
  const victims = players.filter((p) => p.group !== 'poor').slice(0, 60);
  const inFlight = victims.map((p) => newBuy(p, 'kill', { common: true }));
  const first = new Map<string, { status: number; text: string }>();
  let answered = 0;
  let killStarted = false;
  const killed = new Promise<void>((resolve) => {
    const timer = setTimeout(() => void go(), 400);
    async function go() {
      if (killStarted) return;
      killStarted = true;
      clearTimeout(timer);
      await killInstance(A);
      resolve();
    }
    void Promise.all(inFlight.map(async (b) => {
      const answer = await call({ port: A.port, path: '/api/buyProducts', headers: buyHeaders(b), body: JSON.parse(b.body) }).catch(() => undefined);
      if (answer && !killStarted) {
        first.set(b.key, { status: answer.status, text: answer.text });
        if (++answered >= 5) void go();
      }
    }));
  });
  await killed;
  await sleep(200);
  const keys = inFlight.map((b) => b.key);
  const stored = new Set((await db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE key = ANY($1) AND body IS NOT NULL', [keys])).map((r) => r.key));
  const cutCommitted = inFlight.filter((b) => !first.has(b.key) && stored.has(b.key)).length;
  const cutNot = inFlight.filter((b) => !first.has(b.key) && !stored.has(b.key)).length;
  console.log(`  ${inFlight.length} purchases sent to A; ${first.size} answered before the kill; of the ${inFlight.length - first.size} cut, ${cutCommitted} had committed, ${cutNot} had not`);
  const retries = await Promise.all(inFlight.map(async (b) => ({ b, answer: await call({ port: B.port, path: '/api/buyProducts', headers: buyHeaders(b), body: JSON.parse(b.body) }).catch(() => undefined) })));
  const differ: string[] = [];
  for (const { b, answer } of retries) {
    const was = first.get(b.key);
    if (!answer) differ.push(`${b.key}: no answer from B`);
    else if (was?.status === 200 && (answer.status !== 200 || JSON.parse(answer.text).shopTokens !== JSON.parse(was.text).shopTokens || JSON.parse(answer.text).success !== JSON.parse(was.text).success)) {
      differ.push(`${b.key}: first ${was.status}, retry ${answer.status}`);
    }
    if (answer) recordAnswer(b, answer.status, answer.text);
  }
  check('a retry on B of an answered purchase gets the first answer; a cut one a clean answer', differ.length === 0 && retries.every((r) => r.answer && [200, 400, 409].includes(r.answer.status)),
    `${retries.filter((r) => r.answer?.status === 200).length} × 200${problemsOf(differ)}`);
  const [double] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM (SELECT ref FROM ledger_entries WHERE kind = 'purchase' AND account_id = ANY($1) GROUP BY ref HAVING count(*) > 1) d",
    [victims.map((p) => p.id)],
  );
  check('never a double debit', double!.n === 0);
  figures.kill = { sent: inFlight.length, answeredBeforeKill: first.size, cutCommitted, cutNotCommitted: cutNot };
  await invariantChecks(db, players, 'after the kill');
  instances[0] = startInstance('A', A.port, logDir);
  const back = await waitReady(instances[0], 60_000).catch((error: Error) => error);
  check('instance A restarted and ready', typeof back === 'number', typeof back === 'number' ? `${(back / 1000).toFixed(1)} s` : String(back));
  await sleep(500);
  const servedA = proxy.served.A ?? 0;
  await Promise.all(Array.from({ length: 10 }, () => call({ port: proxy!.port, path: '/healthz' })));
  check('the proxy sends traffic to A again', (proxy.served.A ?? 0) > servedA);

  // Every delivery acknowledged once the resources claim one last time.
  section('Final claim and acknowledgement round');
  const last = new Stats();
  const finalClaimers = startClaimers({ port: proxy.port, players, stats: last, pauseMs: 200 });
  // A claim whose answer was lost (the outage, the kill) keeps its deliveries for one lease:
  // the round may last past it, and ends as soon as nothing is pending.
  const deadline = Date.now() + LEASE_MS + 30_000;
  let state = await deliveryState(db, players);
  while (state.pending > 0 && Date.now() < deadline) {
    await sleep(500);
    state = await deliveryState(db, players);
  }
  await finalClaimers.stop();
  check('every delivery acknowledged, none left pending', state.pending === 0,
    `${state.total} deliveries, ${state.pending} pending (${state.leased} of them leased to a claim whose answer was lost), ${state.claimedTwice} handed out more than once`);
  figures.deliveries = state;
  await invariantChecks(db, players, 'at the end');
  const crashes = started.map(crashOf).filter((c): c is string => Boolean(c));
  check('no instance exited by itself', crashes.length === 0, crashes.join(' ; '));
}

async function invariantChecks(db: Database, players: Player[], when: string) {
  const p = await invariants(db, players);
  check(`${when}: no stock below zero, sold = successful answers`, p.stock!.length === 0, problemsOf(p.stock!));
  check(`${when}: no per-character limit exceeded`, p.limit!.length === 0, problemsOf(p.limit!));
  check(`${when}: each balance = start − what its successful answers charged`, p.balance!.length === 0, problemsOf(p.balance!));
  check(`${when}: each balance = sum of its ledger`, p.ledger!.length === 0, problemsOf(p.ledger!));
  check(`${when}: one purchase line per line answered (nothing twice)`, p.purchases!.length === 0, problemsOf(p.purchases!));
  check(`${when}: nothing half-done (ledger entry per order, no key without its answer)`, p.halfDone!.length === 0, problemsOf(p.halfDone!));
  check(`${when}: one delivery per purchase line`, p.deliveries!.length === 0, problemsOf(p.deliveries!));
}

function summary(stats: Stats) {
  const s = stats.seconds();
  return Object.fromEntries(
    [...stats.kinds].map(([name, k]) => {
      const n = [...k.statuses.values()].reduce((a, b) => a + b, 0);
      const sorted = [...k.latencies].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
      return [name, { answers: n, perSecond: n / s, p50: at(50), p99: at(99), statuses: Object.fromEntries(k.statuses) }];
    }),
  );
}

const watchdog = setTimeout(() => {
  check(`the run finished within its time budget (${BUDGET_MS / 1000} s)`, false);
  void finish(1);
}, BUDGET_MS);

async function finish(code: number) {
  clearTimeout(watchdog);
  await cleanUp();
  if (process.env.LOAD_REPORT) writeFileSync(process.env.LOAD_REPORT, JSON.stringify({ figures, results }, null, 2) + '\n');
  if (proxy?.badGateway) console.log(`\nProxy 502s: ${proxy.badGateway}; first reasons:\n  ${proxy.errors.join('\n  ')}`);
  const failed = results.filter((r) => !r.ok);
  if (failed.length) {
    console.log('\nFailed:');
    for (const f of failed) console.log(`  ✗ ${f.name}${f.detail ? ` — ${f.detail}` : ''}`);
    for (const i of instances) console.log(`--- log of ${i.name} (${i.logFile}), last lines:\n${logTail(i)}`);
  }
  if (!failed.length && !code) rmSync(logDir, { recursive: true, force: true });
  else console.log(`\nInstance logs kept in ${logDir}`);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  process.exit(failed.length || code ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    check(`stopped by ${signal}`, false);
    void finish(1);
  });
}

try {
  await main();
  await finish(0);
} catch (error) {
  check('the run completed', false, error instanceof Error ? error.stack ?? error.message : String(error));
  await finish(1);
}
