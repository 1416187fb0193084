// The server as `npm start` runs it (`node --import tsx server/main.ts`), in its own process.
import { spawn, type ChildProcess } from 'node:child_process';

export { freePort } from '../../../scripts/local-server';

/** In its own process group, as a host's service: a signal to -pid reaches all of it. */
export function startShop(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    detached: true, stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', NODE_ENV: 'development', ...env },
  });
}

/** Waits for /readyz (a minute at most: a start on a busy machine). */
export async function ready(base: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** The demo player's session cookie. */
export async function login(base: string): Promise<string> {
  const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'demo1234', remember: false }) });
  return r.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Ends the server's whole process group, if it still runs. */
export function kill(shop: ChildProcess): void {
  try {
    process.kill(-shop.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}
