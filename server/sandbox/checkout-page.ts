// The sandbox payment page as Tebex's is: a zoid child of Tebex.js. Framed by
// Tebex.checkout, zoid gives it `window.xprops`, and "Payer" / "Échec du paiement"
// answer through them (onPaymentComplete, onPaymentError, onClosePopup), the only
// calls Tebex.js hears. Opened as a page, its forms post as before.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { escapeHtml, htmlPage } from './html-page';
import { PAYMENTS_PATH } from './payments-page';

/** The tag Tebex.js registers its checkout under: the child must use the same one. */
export const CHECKOUT_TAG = 'tebex-js-checkout-component';
/** zoid's child build, served beside the page (relative to /sandbox/checkout/). */
export const ZOID_ASSET = 'assets/zoid.frame.min.js';

interface ZoidScript {
  body: Buffer;
  version: string;
}
let zoidScript: Promise<ZoidScript> | undefined;

/** zoid's child build, read once; `version` (a content hash) makes its address change with it. */
export function loadZoidScript(): Promise<ZoidScript> {
  zoidScript ??= readFile(createRequire(import.meta.url).resolve('zoid/dist/zoid.frame.min.js')).then((body) => ({
    body,
    version: createHash('sha256').update(body).digest('hex').slice(0, 12),
  }));
  return zoidScript;
}

/** Every checkout page leads to the sandbox's payments (renew, cancel, end, refund, charge back). */
export const PAYMENTS_LINK = `<p><a href="${PAYMENTS_PATH}" target="_blank" rel="noopener">Paiements du bac à sable</a> : renouveler, annuler, terminer, rembourser ou contester un paiement.</p>`;

export interface PaymentLine {
  name: string;
  qty: number;
  price: number;
}

export function checkoutPage(ident: string, lines: PaymentLine[], total: number, zoidVersion: string): string {
  const items = lines.map((p) => `<li>${escapeHtml(p.name)} × ${p.qty} : ${p.price.toFixed(2)} €</li>`).join('');
  const id = escapeHtml(ident);
  return htmlPage(
    'Paiement',
    `<ul>${items || '<li>Panier vide</li>'}</ul><p>Total : <strong>${total.toFixed(2)} €</strong></p>
    <div id="checkout-actions">
    <form method="post" action="${id}/pay"><button>Payer</button></form>
    <form method="post" action="${id}/fail"><button class="secondary">Échec du paiement</button></form>
    </div>
    <p role="status" id="checkout-status" hidden></p>
    <button type="button" id="checkout-close" class="secondary" hidden>Fermer</button>
    ${PAYMENTS_LINK}
    <script src="${ZOID_ASSET}?v=${zoidVersion}"></script>
    <script>${CHILD_SCRIPT.replace('__TAG__', CHECKOUT_TAG)}</script>`,
  );
}

// ES2020 at most: the game's Chromium 103 opens this page too.
const CHILD_SCRIPT = `(function () {
  if (window.zoid) {
    try { window.zoid.create({ tag: '__TAG__', url: location.href }); } catch (error) { console.error('[sandbox] zoid', error); }
  }
  var xprops = window.xprops;
  if (!xprops) return;
  var status = document.getElementById('checkout-status');
  var actions = document.getElementById('checkout-actions');
  var close = document.getElementById('checkout-close');
  var buttons = actions.querySelectorAll('button');
  var colors = xprops.colors || [];
  var list = Array.isArray(colors) ? colors : Object.keys(colors).map(function (name) { return { name: name, color: colors[name] }; });
  var color = function (name) { var found = list.filter(function (c) { return c.name === name; })[0]; return found ? found.color : ''; };
  if (xprops.theme === 'light') {
    document.body.style.setProperty('background', '#f3f3f5');
    document.querySelector('main').style.setProperty('background', '#fff');
    document.body.style.setProperty('color', '#15161a');
  }
  if (color('primary')) buttons[0].style.setProperty('background', color('primary'));
  close.hidden = false;
  close.addEventListener('click', function () { xprops.onClosePopup(); });
  var show = function (text, ok) {
    status.textContent = text;
    status.style.setProperty('color', ok ? color('secondary') || '#25c235' : '#ff6b6b');
    status.hidden = false;
  };
  actions.querySelectorAll('form').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      buttons.forEach(function (b) { b.disabled = true; });
      fetch(form.action, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then(function (response) { return response.json(); })
        .then(function (answer) {
          var ok = answer.event === 'payment:complete';
          show(answer.text, ok);
          var detail = { ident: answer.ident, transaction_id: answer.transactionId || null };
          if (ok) actions.hidden = true;
          return ok ? xprops.onPaymentComplete(detail) : xprops.onPaymentError(detail);
        })
        .catch(function (error) {
          show('Le paiement n’a pas pu être envoyé.', false);
          return xprops.onPaymentError({ error: String(error) });
        })
        .finally(function () { buttons.forEach(function (b) { b.disabled = false; }); });
    });
  });
})();`;

export interface PaymentResult {
  event: 'payment:complete' | 'payment:error';
  title: string;
  text: string;
  ident: string | null;
  transactionId?: string;
  /** Where a full page goes after a completed payment. */
  completeUrl?: string | null;
}

/** The answer to a form post opened as a page: the text, then the basket's complete_url. */
export function resultPage(result: PaymentResult): string {
  const next = JSON.stringify(result.event === 'payment:complete' ? result.completeUrl ?? null : null).replace(/</g, '\\u003c');
  return htmlPage(
    result.title,
    `<p role="status" data-event="${result.event}">${escapeHtml(result.text)}</p>${PAYMENTS_LINK}<script>
if (window.parent === window && ${next}) setTimeout(function () { location.assign(${next}); }, 1500);
</script>`,
  );
}
