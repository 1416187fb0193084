// `npm run dev:nui`: tries the in-game shop without a game server. Builds the NUI file
// (dist/nui/index.html, as npm run build:nui), then serves a page that plays the game
// around it: the frame, open/close/login/loginFailed, the NUI callbacks answered and
// logged (scripts/dev-nui/). Development only: no build includes it.
//   --no-build           serve the existing dist/nui/index.html
//   NUI_FILE=<path>      serve that file instead (never built: nobody's dist/ is touched)
//   PORT (4175)          the harness's port
//   SHOP_URL             the reference server, `npm start` (http://localhost:4173)
//   SERVER_SECRET        its secret, for the login tokens (default: the development one)
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_URL, startHarness } from './dev-nui/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const nuiFile = resolve(process.env.NUI_FILE ?? resolve(root, 'dist/nui/index.html'));

if (!process.env.NUI_FILE && !process.argv.includes('--no-build')) {
  const { build } = await import('vite');
  await build({ configFile: resolve(root, 'vite.config.nui.ts') });
}
if (!existsSync(nuiFile)) {
  console.error(`No NUI file at ${nuiFile}: run npm run build:nui (or drop --no-build / fix NUI_FILE).`);
  process.exit(1);
}

const shopUrl = process.env.SHOP_URL ?? DEFAULT_SHOP_URL;
const harness = await startHarness({
  nuiFile,
  port: Number(process.env.PORT ?? 4175),
  shopUrl,
  serverSecret: process.env.SERVER_SECRET,
});
console.log(`NUI harness (the game, simulated) on ${harness.url}`);
console.log(`  page: ${nuiFile}; reference server: ${shopUrl} (start it with ALLOWED_ORIGINS=${harness.url.replace(/\/$/, '')} npm start)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void harness.close().finally(() => process.exit(0)));
}
