// The in-game page's first script, a classic one the build puts before the shop's
// module (vite.config.nui.ts). It asks for what a first start waits on, the client
// script's `ready` answer, then the catalogue and the home's largest image (named in
// the catalogue answer's headers), and starts the shop's module once the catalogue is
// asked for: the answers travel while the browser compiles and evaluates the module
// (about 230 ms at 4x CPU). The shop takes them over, with the messages that came
// meanwhile (main.tsx, nui-platform.ts). Escape is heard from here on.
import { assetUrl } from '../../src/platform/asset-url';
import { loadCarouselImage } from '../../src/platform/lead-image';
import { LEAD_IMAGE_HEADER } from '../../src/api/contract/lead-image-header';
import { STORAGE_PREFIX } from '../../src/state/persist';
import { SHOP_CODE, type EarlyAnswers } from './early-answers';
import { fetchNui } from './nui-callback';
import { safeApiBase } from './safe-api-base';

/** The catalogue's address on the API, as the shop's first start asks for it (endpoints.shopVer, no version held). */
const CATALOGUE_PATH = '/api/shopVer';

/** How long the parsed page waits for the `ready` answer before it starts the shop anyway (the game answers within a frame or two). */
const READY_WAIT_MS = 50;

const outsideGame = typeof window.GetParentResourceName !== 'function';
window.addEventListener('keydown', (event) => {
  // Escape closes an open dialog first; only on the bare page does it ask the game to close the shop.
  const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
  if (event.key === 'Escape' && !dialogOpen && !outsideGame) void fetchNui('close');
});

// The game may speak (`login`, `open`) before the shop listens: its messages are kept.
const messages: MessageEvent[] = [];
const keep = (event: MessageEvent) => messages.push(event);
window.addEventListener('message', keep);

const answers: EarlyAnswers = {
  ready: fetchNui('ready'),
  takeMessages() {
    window.removeEventListener('message', keep);
    return messages.splice(0);
  },
};
window.shopEarlyAnswers = answers;

let started = false;
/** Runs the shop's module, once, when the page is parsed (the module finds its container). */
function startShop() {
  if (started) return;
  started = true;
  const run = () => {
    const code = document.getElementById(SHOP_CODE.id);
    if (!code) return;
    const script = document.createElement('script');
    script.type = 'module';
    // The same text, so the page's policy knows its hash.
    script.textContent = code.textContent;
    code.replaceWith(script);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

/** A stored catalogue (persistence.ts's `catalogue` key) is checked by version, later: nothing to ask for or wait for now. */
function catalogueStored(): boolean {
  try {
    return localStorage.getItem(`${STORAGE_PREFIX}catalogue`) !== null;
  } catch {
    return false;
  }
}

/**
 * Asks for the catalogue, then for the home's largest image as soon as the answer's
 * headers name it: between the module's compiling and its running, not after both.
 */
function askCatalogue(apiBaseUrl: string) {
  const url = apiBaseUrl.replace(/\/+$/, '') + CATALOGUE_PATH;
  const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  answers.catalogue = { url, response };
  void response
    .then((received) => {
      const lead = received.headers.get(LEAD_IMAGE_HEADER);
      if (!lead) return;
      answers.leadImage = loadCarouselImage(lead, (path) => assetUrl(path, { apiBaseUrl, webShopUrl: '' }, 'web-shop'));
      // Decoded as soon as it is in, while the module runs: the shop's first frame waits for that.
      return answers.leadImage.decode();
    })
    .catch(() => undefined);
}

const stored = catalogueStored();
if (stored) startShop();
else document.addEventListener('DOMContentLoaded', () => setTimeout(startShop, READY_WAIT_MS), { once: true });

void answers.ready.then((answer) => {
  const apiBaseUrl = (answer as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  if (!stored && typeof apiBaseUrl === 'string' && apiBaseUrl && safeApiBase(apiBaseUrl)) askCatalogue(apiBaseUrl);
  startShop();
});
