// `npm start`: the shop on http://localhost:PORT with its embedded database (and the
// sandbox, on a loopback address only: see sandboxMode in env-options.ts).
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { databaseFromEnv } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { listenHost, optionsFromEnv, sandboxMode } from './env-options';
import { openApiDocument } from './openapi';
import { currentCatalogue } from './services/catalogue';
import { loadForumKeys } from './services/forum-keys';
import { loadPrerender } from './services/prerender';
import { startRankExpiry } from './services/rank-expiry';
import { startLogWorker } from './services/log-events';
import { startupAdvice } from './services/startup';
import { gracefulStop, STOP_GRACE_MS } from './http/graceful-stop';

const root = process.cwd();
const port = Number(process.env.PORT ?? 4173);
const db = await databaseFromEnv(process.env, root);
const mode = sandboxMode(process.env);
console.log(`Sandbox ${mode.sandbox ? 'ON' : 'off'}: ${mode.reason}.`);
for (const warning of mode.warnings) console.warn(warning);
const { seeded } = await prepareDatabase(db, { demo: mode.sandbox });
if (seeded) console.log('Demo data seeded (demo / demo1234, admin / admin1234).');
for (const line of await startupAdvice(db, process.env.ADMIN_USERNAMES)) console.log(line);
const options = optionsFromEnv(process.env, db, await loadForumKeys(db, process.env.FORUM_PRIVATE_KEY), root);

await mkdir(join(root, 'dist'), { recursive: true });
await writeFile(join(root, 'dist', 'openapi.json'), JSON.stringify(openApiDocument(), null, 2) + '\n');
if (!existsSync(join(options.webRoot!, 'index.html'))) {
  console.warn(`Web build missing in ${options.webRoot}: the API runs, pages answer 503 (run npm run build:web).`);
}

const app = createApp({ ...options, prerender: await loadPrerender(join(options.webRoot!, '..', 'web-ssr', 'prerender.js')) });
const host = listenHost(process.env);
const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Hurricane shop on http://${host.includes(':') ? `[${host}]` : host}:${port}`);
});
// Idle connections stay open longer than a client keeps them for reuse (Node's 5 s would
// race a client sending on a socket the server is closing: ECONNRESET); a stop still closes
// them at once. The headers' limit stays above it, as Node asks.
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;
const stopServing = gracefulStop(server as Server);
// The first catalogue read loads the description sanitizer (jsdom, a second or two):
// done now, not by the first visitor.
void currentCatalogue(db, new Date()).catch((error: unknown) => console.error('[catalogue] first read failed', error));

const stopRankExpiry = startRankExpiry(db, () => new Date());
const stopLogWorker = startLogWorker(db, { discordUrl: process.env.DISCORD_LOG_WEBHOOK_URL || undefined, fetch });

// Every signal is heard, not only the first: one may come again (a second Ctrl-C, a
// supervisor repeating it, tsx's CLI passing it on), and one with no listener ends the
// process at once, cutting the requests in flight.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopRankExpiry();
    stopLogWorker();
    console.log(`${signal} : plus de nouvelle requête ; celles en cours se terminent (${STOP_GRACE_MS / 1000} s au plus).`);
    // The database closes once every request is answered.
    void stopServing().finally(() => db.close().finally(() => process.exit(0)));
  });
}
