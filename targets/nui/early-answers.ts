// What the in-game page's first script (early-start.ts) asked for before the shop's
// code ran, handed over to the shop through the page's window.
/** The shop's module as the build leaves it in the page: of a type the parser does not run, started by the early script. */
export const SHOP_CODE = { id: 'shop-code', type: 'text/x-shop-module' } as const;

export interface EarlyAnswers {
  /** The client script's answer to `ready`. */
  ready: Promise<unknown>;
  /** The first catalogue's GET address and answer, asked for once `ready` named the API, when none is stored. */
  catalogue?: { url: string; response: Promise<Response> };
  /** The home's largest image, kept so that the shop's own request for it finds it in memory. */
  leadImage?: HTMLImageElement;
  /** Stops keeping the page's messages and gives those that came meanwhile (the game's, maybe), in order. */
  takeMessages(): MessageEvent[];
}

declare global {
  interface Window {
    shopEarlyAnswers?: EarlyAnswers;
  }
}

/** What the page's first script asked for; the build always puts that script before the shop's. */
export function earlyAnswers(): EarlyAnswers {
  const answers = window.shopEarlyAnswers;
  if (!answers) throw new Error("the page's first script (early-start.ts) did not run");
  return answers;
}

/** The early answer to a GET of `url`, once: a second request asks the network. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const answers = window.shopEarlyAnswers;
  const early = answers?.catalogue;
  if (!early || early.url !== url) return undefined;
  delete answers.catalogue;
  return early.response;
}

/**
 * Hands the shop's listeners, once they listen, the messages that came while its code
 * was starting, as they came (their source too: the listeners check who sent them).
 */
export function replayEarlyMessages(target: Window = window): void {
  for (const event of target.shopEarlyAnswers?.takeMessages() ?? []) {
    target.dispatchEvent(new MessageEvent('message', { data: event.data, origin: event.origin, source: event.source }));
  }
}
