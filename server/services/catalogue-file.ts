// The catalogue as a file (docs/admin.md): what `npm run catalogue -- export` writes and
// `-- import <file>` applies, whole, in one transaction, or not at all. Products absent
// from an imported file are hidden (purchases keep naming them), never deleted.
import * as z from 'zod/mini';
import { fr } from 'zod/locales';
import { Highlights, ManagedProduct } from '../../src/api/contract/manage';
import { Creator } from '../../src/api/contract/misc';
import { insertAudit, type Actor } from '../db/audit';
import { listCreators, upsertCreator } from '../db/creators';
import { listExchangeRates, upsertExchangeRate } from '../db/exchange-rates';
import { hideAllExcept } from '../db/products';
import type { Database } from '../db/queryable';
import { putSetting } from '../db/settings';
import { fixedHighlights, HIGHLIGHTS_SETTING } from './catalogue';
import { managedProducts, writeProduct } from './catalogue-admin';

export const CATALOGUE_FORMAT = 'hurricane-shop-catalogue';

export const CatalogueFile = z.object({
  format: z.literal(CATALOGUE_FORMAT),
  version: z.literal(1),
  products: z.array(ManagedProduct),
  /** The home's fixed lists (empty: computed from sales). */
  highlights: z.optional(Highlights),
  /** Creator codes players may support at checkout. */
  creators: z.optional(z.array(Creator)),
  /** Display currencies, per euro. */
  exchangeRates: z.optional(z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), z.number().check(z.positive()))),
});
export type CatalogueFile = z.infer<typeof CatalogueFile>;

export async function exportCatalogue(db: Database): Promise<CatalogueFile> {
  return {
    format: CATALOGUE_FORMAT,
    version: 1,
    products: await managedProducts(db),
    highlights: await fixedHighlights(db),
    creators: await listCreators(db),
    exchangeRates: Object.fromEntries((await listExchangeRates(db)).map((r) => [r.code, r.rate])),
  };
}

/** Checks the whole file: the parsed catalogue, or French errors, each naming its product and field. */
export function parseCatalogue(json: unknown): { ok: true; catalogue: CatalogueFile } | { ok: false; errors: string[] } {
  const parsed = z.safeParse(CatalogueFile, json, { error: fr().localeError });
  if (parsed.success) {
    const ids = parsed.data.products.map((p) => p.itemId);
    const twice = ids.find((id, i) => ids.indexOf(id) !== i);
    return twice ? { ok: false, errors: [`Produit « ${twice} » : présent deux fois.`] } : { ok: true, catalogue: parsed.data };
  }
  const products = (json as { products?: { itemId?: unknown }[] } | null)?.products;
  return {
    ok: false,
    errors: parsed.error.issues.slice(0, 20).map((issue) => {
      const [head, index, ...field] = issue.path;
      if (head === 'products' && typeof index === 'number') {
        const id = products?.[index]?.itemId;
        return `Produit « ${typeof id === 'string' ? id : `n° ${index + 1}`} » : champ « ${field.join('.') || 'produit'} » : ${issue.message}`;
      }
      return `Champ « ${issue.path.join('.') || 'fichier'} » : ${issue.message}`;
    }),
  };
}

/** Applies the catalogue in one transaction: any refused product rolls everything back. */
export async function importCatalogue(db: Database, catalogue: CatalogueFile, admin: Actor, now: Date): Promise<{ products: number }> {
  return db.transaction(async (tx) => {
    // A refused product throws its French reason (HttpError's message), rolling everything back.
    for (const product of catalogue.products) await writeProduct(tx, product);
    await hideAllExcept(tx, catalogue.products.map((p) => p.itemId));
    if (catalogue.highlights) await putSetting(tx, HIGHLIGHTS_SETTING, JSON.stringify(catalogue.highlights));
    for (const c of catalogue.creators ?? []) await upsertCreator(tx, c.code, c.name);
    for (const [code, rate] of Object.entries(catalogue.exchangeRates ?? {})) await upsertExchangeRate(tx, code, rate);
    await insertAudit(tx, {
      admin, action: 'catalogue.import', target: 'catalogue', before: null, after: { products: catalogue.products.length },
      what: `Catalogue importé : ${catalogue.products.length} produits.`, at: now,
    });
    return { products: catalogue.products.length };
  });
}
