// The reference server on a free port with a fresh in-memory database, for the
// scripts that drive a browser against a build (bench, screenshots).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** Serves `webRoot`; the NUI file runs from file:// (origin "null"), which is allowed for CORS. */
export async function startServer(port: number, webRoot: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', WEB_ROOT: webRoot, ALLOWED_ORIGINS: 'null' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 60 s: migrations and the demo data on a busy machine.
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/config.json`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the server did not start');
}
