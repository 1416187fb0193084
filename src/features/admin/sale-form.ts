// The sale form's values (text as typed, dates on the Paris clock) and their mapping to
// and from the API's sale, with French rules matching the contract's.
import * as z from 'zod/mini';
import type { ProductCategory } from '../../api/contract/common';
import { SALE_PERCENT, type ManagedSale, type SaleBody } from '../../api/contract/manage-sales';
import { adminTexts } from './fr-admin';
import { adminSalesTexts } from './fr-admin-sales';
import { integerText, toNumber } from './form-rules';
import { parisInstant, parisWallClock } from './paris-datetime';

const r = adminSalesTexts.rules;
const wallClock = z.string().check(
  z.refine((v) => v !== '', adminTexts.common.required),
  z.refine((v) => v === '' || parisInstant(v) !== null, r.date),
);

export const saleSchema = z
  .object({
    name: z.string().check(
      z.refine((v) => v.trim() !== '', adminTexts.common.required),
      z.refine((v) => v.trim().length <= 60, adminTexts.common.max(60)),
    ),
    percent: integerText(SALE_PERCENT.min, SALE_PERCENT.max, r.percent),
    startsAt: wallClock,
    endsAt: wallClock,
    itemIds: z.array(z.string()),
    categories: z.array(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      const [start, end] = [parisInstant(v.startsAt), parisInstant(v.endsAt)];
      if (start && end && end <= start) ctx.issues.push({ code: 'custom', message: r.endAfterStart, path: ['endsAt'], input: v });
      if (v.itemIds.length === 0 && v.categories.length === 0) ctx.issues.push({ code: 'custom', message: r.scope, path: ['categories'], input: v });
    }),
  );

export type SaleValues = z.infer<typeof saleSchema>;

/** A new sale: from the next hour, for a week. */
export function newSaleValues(now = Date.now()): SaleValues {
  const start = Math.ceil(now / 3600_000) * 3600_000;
  return {
    name: '', percent: '', itemIds: [], categories: [],
    startsAt: parisWallClock(new Date(start).toISOString()), endsAt: parisWallClock(new Date(start + 7 * 86_400_000).toISOString()),
  };
}

export const toSaleValues = (sale: ManagedSale): SaleValues => ({
  name: sale.name, percent: String(sale.percent), itemIds: [...sale.itemIds], categories: [...sale.categories],
  startsAt: parisWallClock(sale.startsAt), endsAt: parisWallClock(sale.endsAt),
});

export const toSaleBody = (values: SaleValues): SaleBody => ({
  name: values.name.trim(),
  percent: toNumber(values.percent),
  itemIds: values.itemIds,
  categories: values.categories as ProductCategory[],
  startsAt: parisInstant(values.startsAt)!,
  endsAt: parisInstant(values.endsAt)!,
});

export type SaleState = 'scheduled' | 'running' | 'ended';
export const saleState = (sale: Pick<ManagedSale, 'startsAt' | 'endsAt'>, now = Date.now()): SaleState =>
  Date.parse(sale.startsAt) > now ? 'scheduled' : Date.parse(sale.endsAt) > now ? 'running' : 'ended';
