// NUI entry, started by the page's first script (early-start.ts), which asked for the
// client script's `ready` answer: the config (a `config` message may change a few
// links: game-config.ts). `open`/`close` toggle the page with display:none (the page
// never unloads). Outside the game the build-time defaults apply.
import { bootShop, type ShopRoot } from '../../src/app/boot';
import { createObservable } from '../../src/platform/observable';
import { createBufferedGameEvents, createGameEvents } from './bridge';
import { earlyAnswers, replayEarlyMessages } from './early-answers';
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

setShown(outsideGame);
// After the listeners and the first state: an `open` that came early shows the shop.
replayEarlyMessages();
// The client script answers `ready` with the config; no answer in time: the defaults.
void Promise.race([earlyAnswers().ready, new Promise((resolve) => setTimeout(resolve, CONFIG_WAIT_MS))])
  .then((answer) => config.trust(answer))
  .then(() => setTimeout(prewarmLayout, 0));
