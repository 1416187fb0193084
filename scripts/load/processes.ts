// The processes the proofs start: server instances (`tsx server/main.ts`, each in its own
// process group so that a SIGKILL reaches tsx and the node process under it) and the
// throw-away PostgreSQL of scripts/with-pg.sh, stopped and started again by pg_ctl.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, sleep } from './http';

export const SERVER_SECRET = 'secret-des-preuves-de-charge';

export interface Instance {
  name: string;
  port: number;
  logFile: string;
  child: ChildProcess;
  /** Set when the process ended (by itself or killed). */
  exited?: { code: number | null; signal: NodeJS.Signals | null };
  killedOnPurpose?: boolean;
}

const running = new Set<Instance>();
/** Every instance started, in order (a restarted one is a new entry). */
export const started: Instance[] = [];

export function startInstance(name: string, port: number, logDir: string): Instance {
  const logFile = join(logDir, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: process.cwd(),
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', SERVER_SECRET, TRUST_PROXY: '1',
      DATABASE_URL: process.env.DATABASE_URL, NODE_ENV: 'development',
    },
  });
  const instance: Instance = { name, port, logFile, child };
  running.add(instance);
  started.push(instance);
  child.on('exit', (code, signal) => {
    instance.exited = { code, signal };
    running.delete(instance);
  });
  return instance;
}

/** Waits for 200 on /readyz; the time it took (ms), or throws after `timeoutMs`. */
export async function waitReady(instance: Instance, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (instance.exited) throw new Error(`${instance.name} exited (${JSON.stringify(instance.exited)}): see ${instance.logFile}`);
    const answer = await call({ port: instance.port, path: '/readyz', timeoutMs: 2000 }).catch(() => undefined);
    if (answer?.status === 200) return Date.now() - start;
    await sleep(100);
  }
  throw new Error(`${instance.name} not ready after ${timeoutMs} ms: see ${instance.logFile}`);
}

/** Signals the instance's whole process group (tsx and the server under it). */
export function signalInstance(instance: Instance, signal: NodeJS.Signals): void {
  if (instance.exited || instance.child.pid === undefined) return;
  try {
    process.kill(-instance.child.pid, signal);
  } catch {
    // already gone
  }
}

export async function killInstance(instance: Instance): Promise<void> {
  instance.killedOnPurpose = true;
  signalInstance(instance, 'SIGKILL');
  const start = Date.now();
  while (!instance.exited && Date.now() - start < 5000) await sleep(20);
}

/** Every instance still running: SIGTERM, then SIGKILL after 3 s. */
export async function stopAll(): Promise<void> {
  const left = [...running];
  for (const instance of left) {
    instance.killedOnPurpose = true;
    signalInstance(instance, 'SIGTERM');
  }
  const start = Date.now();
  while (left.some((i) => !i.exited) && Date.now() - start < 3000) await sleep(50);
  for (const instance of left) signalInstance(instance, 'SIGKILL');
}

/** An instance that ended without being told to: how, and the crash its log shows. */
export function crashOf(instance: Instance): string | undefined {
  if (!instance.exited || instance.killedOnPurpose) return undefined;
  let log = '';
  try {
    log = readFileSync(instance.logFile, 'utf8');
  } catch {
    // no log
  }
  const lines = log.split('\n').filter((l) => !l.startsWith('{"level":30'));
  const at = lines.findIndex((l) => /Unhandled|throw er|Error:|^error:/.test(l));
  const excerpt = at >= 0 ? lines.slice(at, at + 8).map((l) => l.trim()).join(' | ') : '';
  return `${instance.name} exited (code ${instance.exited.code}, signal ${instance.exited.signal})${excerpt ? `: ${excerpt}` : ''}`;
}

export function logTail(instance: Instance, lines = 15): string {
  try {
    return readFileSync(instance.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** What scripts/with-pg.sh exports to stop and start its server; undefined elsewhere. */
export function pgControl(): { stop(): Promise<void>; start(): Promise<void> } | undefined {
  const { PG_BIN, PG_DATA, PG_LOG, PG_OPTIONS, PG_RUN_AS } = process.env;
  if (!PG_BIN || !PG_DATA || !PG_LOG || !PG_OPTIONS) return undefined;
  const pgCtl = (args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = PG_RUN_AS ? ['runuser', '-u', PG_RUN_AS, '--', join(PG_BIN, 'pg_ctl'), ...args] : [join(PG_BIN, 'pg_ctl'), ...args];
      const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')}: exit ${code} ${stderr}`))));
    });
  return {
    stop: () => pgCtl(['-D', PG_DATA, '-m', 'fast', '-w', 'stop']),
    start: () => pgCtl(['-D', PG_DATA, '-l', PG_LOG, '-w', '-o', PG_OPTIONS, 'start']),
  };
}
