// The catalogue as admins change it (the console, `npm run catalogue -- import`): every
// write replaces whole products and is audited in its transaction; players' shops see it
// at their next version check (`shopVer` changes with the catalogue).
import type { Highlights, ManagedProduct } from '../../src/api/contract/manage';
import { insertAudit, type Actor } from '../db/audit';
import { findProduct, listProducts, otherSellerOf, upsertProduct, type ProductRow } from '../db/products';
import type { Database, Queryable } from '../db/queryable';
import { putSetting } from '../db/settings';
import { fail } from '../http/http-error';
import { fixedHighlights, HIGHLIGHTS_SETTING, toProduct } from './catalogue';
import { readSettings } from './shop-settings';

export function toManagedProduct(row: ProductRow): ManagedProduct {
  return {
    ...toProduct(row),
    hidden: row.hidden,
    grantsTokens: row.grants_tokens,
    grantsRank: row.grants_rank,
    monthlyTokens: row.monthly_tokens,
    rankOrder: row.rank_order,
  };
}

export async function managedProducts(db: Queryable): Promise<ManagedProduct[]> {
  return (await listProducts(db, { hidden: true })).map(toManagedProduct);
}

/** A refusal's French reason, naming the field, worded with the shop's currency's name (never agreeing with it). */
export type ProductProblem = (currency: string) => string;

/** What a product must hold together besides each field's own bounds: its refusal, or undefined. */
export function productProblem(p: ManagedProduct): ProductProblem | undefined {
  if (p.moneyType === 'cash' && p.tebexPackageId === undefined) return () => '« tebexPackageId » : un produit vendu en argent réel nomme son paquet Tebex.';
  if (p.moneyType === 'tokens' && (p.grantsTokens || p.grantsRank)) {
    return (currency) => `« grantsTokens » / « grantsRank » : seul un paquet Tebex crédite un montant en ${currency} ou donne un rang.`;
  }
  if (p.grantsTokens && p.grantsRank) return (currency) => `« grantsRank » : un paquet crédite un montant en ${currency} ou donne un rang, pas les deux.`;
  if ((p.monthlyTokens || p.rankOrder) && !p.grantsRank) return () => '« monthlyTokens » / « rankOrder » : réservés à un paquet qui donne un rang.';
  return undefined;
}

/**
 * Writes the product in the caller's transaction (checked whole first); the row it replaced,
 * if any. A refusal reads the settings in the transaction, for the currency's current name.
 */
export async function writeProduct(tx: Queryable, p: ManagedProduct): Promise<ProductRow | undefined> {
  const problem = productProblem(p);
  if (problem) throw fail(400, `Produit « ${p.itemId} » : ${problem((await readSettings(tx)).currencyName)}`);
  if (p.tebexPackageId !== undefined) {
    const other = await otherSellerOf(tx, p.tebexPackageId, p.itemId);
    if (other) throw fail(400, `Produit « ${p.itemId} » : « tebexPackageId » : le paquet ${p.tebexPackageId} est déjà vendu par « ${other} ».`);
  }
  const before = await findProduct(tx, p.itemId);
  await upsertProduct(tx, {
    ...p,
    grantsTokens: p.grantsTokens ?? undefined, grantsRank: p.grantsRank ?? undefined,
    monthlyTokens: p.monthlyTokens ?? undefined, rankOrder: p.rankOrder ?? undefined,
  });
  return before;
}

/** `PUT /api/manage/products/{itemId}`: creates or replaces it, audited. */
export async function putProduct(db: Database, itemId: string, p: ManagedProduct, admin: Actor, now: Date): Promise<ManagedProduct> {
  if (p.itemId !== itemId) throw fail(400, `« itemId » : le produit envoyé (${p.itemId}) n’est pas celui de l’adresse (${itemId}).`);
  return db.transaction(async (tx) => {
    const before = await writeProduct(tx, p);
    const after = toManagedProduct((await findProduct(tx, itemId))!);
    await insertAudit(tx, {
      admin, action: before ? 'product.update' : 'product.create', target: `product:${itemId}`,
      before: before ? toManagedProduct(before) : null, after,
      what: `${before ? 'Produit modifié' : 'Produit créé'} : ${after.name} (${itemId})${after.hidden ? ', masqué' : ''}.`, at: now,
    });
    return after;
  });
}

export async function putHighlights(db: Database, h: Highlights, admin: Actor, now: Date): Promise<Highlights> {
  return db.transaction(async (tx) => {
    const visible = new Set((await listProducts(tx)).map((p) => p.item_id));
    const unknown = [...h.bestSeller, ...h.shouldInterest].find((id) => !visible.has(id));
    if (unknown) throw fail(400, `« ${unknown} » n’est pas un produit visible du catalogue.`);
    const before = await fixedHighlights(tx);
    await putSetting(tx, HIGHLIGHTS_SETTING, JSON.stringify(h));
    await insertAudit(tx, { admin, action: 'highlights.update', target: 'highlights', before, after: h, what: 'Meilleures ventes et suggestions de l’accueil modifiées.', at: now });
    return h;
  });
}
