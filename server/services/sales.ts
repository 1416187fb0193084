// Sales (CONTRACT "Campaigns and figures"): the console's writes, audited in their
// transaction, and which running sale a product is in. The catalogue and the purchase
// read the running ones at their own `now`, so a sale begins and ends on time without
// any write: the catalogue's version changes with it, and open pages follow.
import type { ManagedSale, SaleBody } from '../../src/api/contract/manage-sales';
import type { Sale } from '../../src/domain/prices';
import { insertAudit, type Actor } from '../db/audit';
import { listProducts, type ProductRow } from '../db/products';
import type { Database } from '../db/queryable';
import { deleteSale, findSale, upsertSale } from '../db/sales';
import { fail } from '../http/http-error';

/** A product's running sale: only points products with a price; the largest percent wins when sales overlap. */
export function saleOf(product: ProductRow, running: readonly ManagedSale[]): Sale | undefined {
  if (product.money_type !== 'tokens' || product.price < 0) return undefined;
  const best = running
    .filter((s) => s.itemIds.includes(product.item_id) || s.categories.includes(product.category))
    .reduce<ManagedSale | undefined>((top, s) => (!top || s.percent > top.percent ? s : top), undefined);
  return best && { percent: best.percent, endsAt: best.endsAt };
}

const percentText = (s: ManagedSale) => `${s.name} (−${s.percent} %)`;

/** `PUT /api/manage/sales/{id}`: creates or replaces it, audited; every product named must be a points product. */
export async function putSale(db: Database, id: string, body: SaleBody, admin: Actor, now: Date): Promise<ManagedSale> {
  const sale: ManagedSale = {
    id, name: body.name, percent: body.percent, itemIds: [...new Set(body.itemIds ?? [])], categories: [...new Set(body.categories ?? [])],
    startsAt: new Date(body.startsAt).toISOString(), endsAt: new Date(body.endsAt).toISOString(),
  };
  return db.transaction(async (tx) => {
    const products = new Map((await listProducts(tx, { hidden: true })).map((p) => [p.item_id, p]));
    for (const itemId of sale.itemIds) {
      const product = products.get(itemId);
      if (!product) throw fail(400, `Produits : « ${itemId} » n’est pas un produit du catalogue.`);
      if (product.money_type !== 'tokens') throw fail(400, `Produits : « ${product.name} » se paie en argent réel ; une solde ne porte que sur les produits en points.`);
    }
    const before = await findSale(tx, id);
    await upsertSale(tx, sale);
    await insertAudit(tx, {
      admin, action: before ? 'sale.update' : 'sale.create', target: `sale:${id}`, before: before ?? null, after: sale,
      what: `${before ? 'Solde modifiée' : 'Solde créée'} : ${percentText(sale)}, du ${sale.startsAt} au ${sale.endsAt}.`, at: now,
    });
    return sale;
  });
}

/** `DELETE /api/manage/sales/{id}`: a running sale ends at once; audited. */
export async function removeSale(db: Database, id: string, admin: Actor, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findSale(tx, id);
    if (!before) throw fail(404, 'Cette solde n’existe pas.');
    await deleteSale(tx, id);
    await insertAudit(tx, { admin, action: 'sale.delete', target: `sale:${id}`, before, after: null, what: `Solde supprimée : ${percentText(before)}.`, at: now });
  });
}
