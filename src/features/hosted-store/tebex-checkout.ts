// Tebex.js (the provider's checkout widget), loaded only when a checkout opens: it
// is 64 KB gzipped, never in the first load and never in the in-game build.
import type * as Tebex from '@tebexio/tebex.js';

type TebexModule = typeof Tebex;
type Checkout = typeof Tebex.checkout;

let loading: Promise<TebexModule> | undefined;

export function loadTebex(): Promise<TebexModule> {
  // A failed download is tried again on the next open.
  loading ??= import('@tebexio/tebex.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export interface CheckoutHandlers {
  onClose: () => void;
  onComplete: (detail: unknown) => void;
  onError: (detail: unknown) => void;
}

/** A rendered widget; `destroy` removes it without raising `close`. */
export interface CheckoutSession {
  destroy: () => void;
}

/**
 * Renders the widget inline into `element` (already in the page), sized by it.
 * `popupOnMobile` is passed as false to render: on a small screen the widget stays
 * in the overlay instead of a new window, which a browser would block here.
 */
export async function renderCheckout(element: HTMLElement, options: Tebex.CheckoutOptions, handlers: CheckoutHandlers): Promise<CheckoutSession> {
  const tebex = await loadTebex();
  const { checkout } = tebex;
  checkout.init(options);
  const stops = [
    checkout.on('close', handlers.onClose),
    checkout.on('payment:complete', handlers.onComplete),
    checkout.on('payment:error', handlers.onError),
    adoptInlineStyles(element),
  ];
  const session = {
    destroy() {
      stops.forEach((stop) => stop());
      if (!checkout.isOpen) return;
      checkout.isOpen = false;
      Promise.resolve(checkout.zoid?.close()).catch(() => {});
    },
  };
  try {
    if (checkout.componentFactory) await renderAgain(checkout, element, tebex.version);
    else await checkout.render(element, '100%', '100%', false);
  } catch (error) {
    session.destroy();
    throw error;
  }
  return session;
}

/**
 * zoid (inside Tebex.js) styles the container it puts in `host` with an inline
 * <style>, which the page's policy (`style-src 'self'`, server/http/security-headers.ts)
 * refuses. Its rules name a random id, so no hash can allow them, and Tebex.js 1.11's
 * render() passes zoid no `cspNonce`. So the host takes the container in without it:
 * the <style> is taken out before it reaches the document and its rules are applied
 * as a constructed stylesheet (CSSOM, which the policy does not govern; the rules are
 * zoid's own text, no page data). Returns the undo: the stylesheets go with the checkout.
 */
function adoptInlineStyles(host: HTMLElement): () => void {
  // Without constructed stylesheets (jsdom, Safari before 16.4) zoid keeps its element.
  if (!Array.isArray(document.adoptedStyleSheets)) return () => {};
  const sheets: CSSStyleSheet[] = [];
  Object.defineProperty(host, 'appendChild', {
    configurable: true,
    value<T extends Node>(this: HTMLElement, node: T): T {
      if (node instanceof Element) {
        for (const style of node.querySelectorAll('style')) {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(style.textContent ?? '');
          sheets.push(sheet);
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
          style.remove();
        }
      }
      return Node.prototype.appendChild.call(this, node) as T;
    },
  });
  return () => {
    Reflect.deleteProperty(host, 'appendChild');
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  };
}

/**
 * Tebex.js 1.11 creates its zoid component on every render(), and zoid refuses a
 * second component with the same tag: a second checkout in the same page would
 * throw. So later ones reuse the first component, with the props render() passes.
 */
async function renderAgain(checkout: Checkout, element: HTMLElement, version: string) {
  const url = new URL(window.location.href);
  const applePay = (window as { ApplePaySession?: { canMakePayments?: () => boolean } }).ApplePaySession;
  checkout.zoid = checkout.componentFactory({
    locale: checkout.locale,
    colors: checkout.colors,
    closeOnClickOutside: checkout.closeOnClickOutside,
    closeOnEsc: checkout.closeOnEsc,
    closeOnPaymentComplete: checkout.closeOnPaymentComplete,
    defaultPaymentMethod: checkout.defaultPaymentMethod,
    theme: checkout.theme,
    onOpenWindow: (target: string) => void window.open(target),
    onClosePopup: async () => {
      await checkout.zoid.close();
      checkout.isOpen = false;
      checkout.emitter.emit('close');
    },
    onPaymentComplete: (e: Event) => checkout.emitter.emit('payment:complete', e),
    onPaymentError: (e: Event) => checkout.emitter.emit('payment:error', e),
    isApplePayAvailable: Boolean(applePay?.canMakePayments?.()),
    isEmbedded: true,
    referrer: url.hostname,
    origin: url.origin,
    path: url.pathname,
    params: url.search,
    version,
  });
  await checkout.zoid.renderTo(window, element, 'iframe');
  checkout.isOpen = true;
  checkout.emitter.emit('open');
}
