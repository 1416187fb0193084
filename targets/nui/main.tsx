// NUI entry. The game sends `config` (or answers the `ready` callback with it),
// `open`/`close` toggle the page with display:none (the page never unloads), and
// Escape asks the game to close. Outside the game the build-time defaults apply.
import { readyAnswer } from './ready-call';
import { bootShop, type ShopRoot } from '../../src/app/boot';
import { withDefaults } from '../../src/api/contract/config';
import { DEFAULT_CONFIG } from '../../src/platform/default-config';
import { createObservable } from '../../src/platform/observable';
import { createBufferedGameEvents, createGameEvents } from './bridge';
import { fetchNui } from './nui-callback';
import { createNuiPlatform } from './nui-platform';

/** How long to wait for the game's configuration before using the defaults. */
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

async function start(rawConfig: unknown) {
  if (!container) return;
  root?.unmount();
  root = await bootShop(container, createNuiPlatform(visible, shopEvents), withDefaults(DEFAULT_CONFIG, rawConfig));
}

function firstConfig(): Promise<unknown> {
  return new Promise((resolve) => {
    const events = createGameEvents();
    const timer = setTimeout(() => (stop(), resolve({})), CONFIG_WAIT_MS);
    const stop = events.subscribe((message) => {
      if (message.action !== 'config') return;
      clearTimeout(timer);
      stop();
      resolve(message.data);
    });
    // The client script may answer the ready callback with the config directly.
    void readyAnswer.then((answer) => {
      if (typeof answer !== 'object' || answer === null) return;
      clearTimeout(timer);
      stop();
      resolve(answer);
    });
  });
}

createGameEvents().subscribe((message) => {
  if (message.action === 'open') setShown(true);
  else if (message.action === 'close') setShown(false);
});

window.addEventListener('keydown', (event) => {
  // Escape closes an open dialog first; only on the bare page does it close the shop.
  const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
  if (event.key === 'Escape' && !dialogOpen && !outsideGame) void fetchNui('close');
});

setShown(outsideGame);
void firstConfig().then(async (config) => {
  await start(config);
  setTimeout(prewarmLayout, 0);
  // A later `config` message (the admin changed a value) restarts the shop with it.
  createGameEvents().subscribe((message) => {
    if (message.action === 'config') void start(message.data);
  });
});
