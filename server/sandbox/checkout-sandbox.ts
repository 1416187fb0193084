import { Hono } from 'hono';
import type { Queryable } from '../db/queryable';
import type { AppEnv, Deps } from '../http/app-env';
import { newToken } from '../services/secrets';
import { escapeHtml, htmlPage } from './html-page';
import { basketJson, listPackages, type SandboxBasket } from './tebex-store';

/**
 * The payment page of a basket (`checkoutEndpoint`/{ident}). Paying records the
 * hosted-store transaction in the payer's history and delivers what was bought;
 * then the page tells its parent (the checkout widget) with postMessage
 * {event: 'payment:complete' | 'payment:error', ident}, or, opened as a full page,
 * goes to the basket's complete_url.
 */
export function checkoutSandbox(deps: Deps, baskets: Map<string, SandboxBasket>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/:ident', async (c) => {
    const basket = baskets.get(c.req.param('ident'));
    if (!basket) return c.html(htmlPage('Panier introuvable', '<p>Ce panier n’existe pas ou a expiré.</p>'), 404);
    if (basket.complete) return c.html(htmlPage('Paiement déjà effectué', '<p>Ce panier est déjà payé.</p>'));
    const data = basketJson(basket, await listPackages(deps.db), '');
    const lines = data.packages.map((p) => `<li>${escapeHtml(p.name)} × ${p.qty} : ${p.in_basket.price.toFixed(2)} €</li>`).join('');
    return c.html(
      htmlPage(
        'Paiement',
        `<ul>${lines || '<li>Panier vide</li>'}</ul><p>Total : <strong>${data.total_price.toFixed(2)} €</strong></p>
        <form method="post" action="${escapeHtml(basket.ident)}/pay"><button>Payer</button></form>
        <form method="post" action="${escapeHtml(basket.ident)}/fail"><button class="secondary">Échec du paiement</button></form>`,
      ),
    );
  });

  app.post('/:ident/pay', async (c) => {
    const basket = baskets.get(c.req.param('ident'));
    if (!basket?.accountId || basket.complete || !basket.lines.length) {
      return c.html(resultPage('Paiement impossible', 'Le panier est vide, déjà payé ou pas authentifié.', 'payment:error', basket), 409);
    }
    await deps.db.transaction((tx) => fulfil(tx, basket, deps.now()));
    basket.complete = true;
    return c.html(resultPage('Paiement accepté', 'Merci ! Votre achat est livré.', 'payment:complete', basket));
  });

  app.post('/:ident/fail', (c) => {
    const basket = baskets.get(c.req.param('ident'));
    return c.html(resultPage('Paiement refusé', 'Votre banque a refusé le paiement.', 'payment:error', basket), 402);
  });

  return app;
}

async function fulfil(tx: Queryable, basket: SandboxBasket, now: Date): Promise<void> {
  for (const line of basket.lines) {
    const [product] = await tx.query<{ name: string; grants_tokens: number | null; grants_rank: string | null }>(
      'SELECT name, grants_tokens, grants_rank FROM products WHERE tebex_package_id = $1',
      [line.packageId],
    );
    if (!product) continue;
    const gift = giftTarget(line.custom);
    const recipient = gift ? Number(gift.id) : basket.accountId;
    await tx.query(
      `INSERT INTO tebex_transactions (id, account_id, package_id, package_name, quantity, gift_target, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [`tbx-${newToken(9)}`, basket.accountId, line.packageId, product.name, line.quantity, gift?.nickname ?? null, now],
    );
    if (product.grants_tokens) {
      await tx.query('UPDATE accounts SET shop_tokens = shop_tokens + $2 WHERE id = $1', [recipient, product.grants_tokens * line.quantity]);
    }
    if (product.grants_rank) await tx.query('UPDATE accounts SET rank = $2 WHERE id = $1', [recipient, product.grants_rank]);
  }
}

function giftTarget(custom: Record<string, unknown> | null): { id: string; nickname: string } | null {
  const target = custom?.gift_target_data as { id?: unknown; nickname?: unknown } | undefined;
  return target && target.id !== undefined ? { id: String(target.id), nickname: String(target.nickname ?? '') } : null;
}

function resultPage(title: string, text: string, event: string, basket: SandboxBasket | undefined): string {
  const message = JSON.stringify({ event, ident: basket?.ident ?? null });
  const next = JSON.stringify(event === 'payment:complete' ? basket?.completeUrl ?? null : null);
  return htmlPage(
    title,
    `<p role="status">${escapeHtml(text)}</p><script>
const message = ${message.replace(/</g, '\\u003c')};
if (window.parent !== window) window.parent.postMessage(message, '*');
else if (${next.replace(/</g, '\\u003c')}) setTimeout(() => location.assign(${next.replace(/</g, '\\u003c')}), 1500);
</script>`,
  );
}
