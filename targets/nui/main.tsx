// NUI entry. The client script answers the `ready` callback with the config (a
// `config` message may change a few links: game-config.ts), `open`/`close` toggle the
// page with display:none (the page never unloads), and Escape asks the game to close.
// Outside the game the build-time defaults apply.
import { readyAnswer } from './ready-call';
import { bootShop, type ShopRoot } from '../../src/app/boot';
import { createObservable } from '../../src/platform/observable';
import { createBufferedGameEvents, createGameEvents } from './bridge';
import { fetchNui } from './nui-callback';
import { createConfigRunner } from './game-config';
import { createNuiPlatform } from './nui-platform';

/** How long to wait for the client script's configuration before using the defaults. */
const CONFIG_WAIT_MS = 1500;

const container = document.getElementById('root');
const outsideGame = typeof window.GetParentResourceName !== 'function';
const visible = createObservable(outsideGame);
let root: ShopRoot | null = null;
const shopEvents = createBufferedGameEvents();

function setShown(shown: boolean) {
  if (!container) return;
  container.style.display = shown ? '' : 'none';
  visible.set(shown);
}

/**
 * While the player joins, the hidden shop is laid out once, invisibly: fonts and
 * text shaping load then, not in the frame that F2 shows (about 80 ms at 4x CPU).
 */
function prewarmLayout() {
  if (!container || container.style.display !== 'none') return;
  container.style.visibility = 'hidden';
  container.style.display = '';
  container.getBoundingClientRect(); // forces the layout
  container.style.display = 'none';
  container.style.visibility = '';
}

const config = createConfigRunner(async (rawConfig) => {
  if (!container) return;
  root?.unmount();
  root = await bootShop(container, createNuiPlatform(visible, shopEvents), rawConfig);
});

// Listening from the start: a `config` message sent while the shop starts is kept.
createGameEvents().subscribe((message) => {
  if (message.action === 'open') setShown(true);
  else if (message.action === 'close') setShown(false);
  else if (message.action === 'config') config.message(message.data);
});

window.addEventListener('keydown', (event) => {
  // Escape closes an open dialog first; only on the bare page does it close the shop.
  const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
  if (event.key === 'Escape' && !dialogOpen && !outsideGame) void fetchNui('close');
});

setShown(outsideGame);
// The client script answers `ready` with the config; no answer in time: the defaults.
void Promise.race([readyAnswer, new Promise((resolve) => setTimeout(resolve, CONFIG_WAIT_MS))])
  .then((answer) => config.trust(answer))
  .then(() => setTimeout(prewarmLayout, 0));
