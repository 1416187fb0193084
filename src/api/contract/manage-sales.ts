// The console's sales (CONTRACT "Campaigns and figures"): a percent off chosen products
// and/or categories between two instants. While one runs, the catalogue's products carry
// `sale` and points purchases are charged the sale's price. Spread into `manageEndpoints` (./manage).
import * as z from 'zod/mini';
import { ProductCategory } from './common';
import { endpoint } from './endpoints';
import { frenchIssue, withProblem, type FieldNames } from './french-issues';

export const SALE_PERCENT = { min: 5, max: 90 } as const;

/**
 * An ISO instant with its offset ("2026-12-01T09:00:00+01:00", "…Z"). Not z.iso.datetime:
 * its regular expressions would join zod's code in a player's first load, which it shares.
 */
const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
  z.refine((value) => !Number.isNaN(Date.parse(value))),
);

export const SaleFields = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  percent: z.number().check(z.int(), z.gte(SALE_PERCENT.min), z.lte(SALE_PERCENT.max)),
  itemIds: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.maxLength(500))),
  categories: z.optional(z.array(ProductCategory).check(z.maxLength(6))),
  startsAt: isoDate,
  endsAt: isoDate,
});
type SaleFields = z.infer<typeof SaleFields>;

/** What a sale must hold together besides each field's bounds: a French text naming the field, or undefined. */
export function saleProblem(s: SaleFields): string | undefined {
  if (!s.itemIds?.length && !s.categories?.length) return 'Produits et catégories : choisissez au moins un produit ou une catégorie.';
  if (Date.parse(s.endsAt) <= Date.parse(s.startsAt)) return 'Fin : elle doit venir après le début.';
  return undefined;
}

export const SaleBody = withProblem(SaleFields, saleProblem);
export type SaleBody = z.infer<typeof SaleBody>;

export const ManagedSale = z.object({
  id: z.string(),
  name: z.string(),
  percent: z.number(),
  itemIds: z.array(z.string()),
  categories: z.array(ProductCategory),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type ManagedSale = z.infer<typeof ManagedSale>;

export const SaleParams = z.object({ id: z.string().check(z.regex(/^[a-z0-9_-]{1,64}$/)) });
export const SalesAnswer = z.object({ sales: z.array(ManagedSale) });
const SaleDeleted = z.object({ ok: z.literal(true) });

const FIELDS: FieldNames = {
  '': { name: 'Solde' },
  id: { name: 'Identifiant de la solde', format: 'de 1 à 64 lettres minuscules, chiffres, « - » ou « _ »' },
  name: { name: 'Nom' },
  percent: { name: 'Réduction (%)' },
  itemIds: { name: 'Produits' },
  categories: { name: 'Catégories' },
  startsAt: { name: 'Début', format: 'une date ISO (2025-06-14T18:00:00Z) est attendue' },
  endsAt: { name: 'Fin', format: 'une date ISO (2025-06-14T18:00:00Z) est attendue' },
};
export const saleIssue = (issue: z.core.$ZodIssue) => frenchIssue(issue, FIELDS);

const admin = 'admin' as const;
export const salesEndpoints = {
  sales: endpoint({ method: 'GET', path: '/api/manage/sales', auth: admin, answer: SalesAnswer, summary: 'Every sale, past, running and to come, latest start first' }),
  putSale: endpoint({
    method: 'PUT', path: '/api/manage/sales/{id}', auth: admin, params: SaleParams, body: SaleBody, answer: ManagedSale, issueText: saleIssue,
    summary: 'Create or replace a sale: percent 5..90 off products (itemIds) and/or categories from startsAt to endsAt (ISO); audited; 400 names the bad field',
  }),
  deleteSale: endpoint({
    method: 'DELETE', path: '/api/manage/sales/{id}', auth: admin, params: SaleParams, answer: SaleDeleted, issueText: saleIssue,
    summary: 'Delete a sale (a running one ends at once); audited',
  }),
} as const;
