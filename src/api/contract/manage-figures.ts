// The console's figures (`GET /api/manage/stats`) and its Tebex payments: schemas and
// endpoints, spread into `manageEndpoints` (./manage), so only the console and the server import them.
import * as z from 'zod/mini';
import { endpoint } from './endpoints';

/** A Paris day, `YYYY-MM-DD`. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The most days one figures request covers. */
export const MAX_STATS_DAYS = 366;

export const StatsQuery = z.object({ from: Day, to: Day });
export type StatsQuery = z.infer<typeof StatsQuery>;

/**
 * One Paris day. Cash in the store's currency (two decimals): `cashGross` what the Tebex
 * payments recorded that day paid, `cashRefunded` what the payments refunded or charged
 * back that day had paid, `cashNet` the difference. H-Points: `pointsSpent` what points
 * purchases took (ledger entries of kind `purchase`), `pointsCredited` what came in
 * (entries of kind `tebex`, `monthly`, and an admin's credits). `purchases`: points orders
 * plus Tebex payments; `newPlayers`: accounts created that day.
 */
export const StatsDay = z.object({
  day: z.string(),
  cashGross: z.number(),
  cashRefunded: z.number(),
  cashNet: z.number(),
  pointsSpent: z.number(),
  pointsCredited: z.number(),
  purchases: z.number(),
  newPlayers: z.number(),
});
export type StatsDay = z.infer<typeof StatsDay>;

/** A product over the period, what was not refunded: units sold, H-Points spent on it, cash paid for it. */
export const TopProduct = z.object({ itemId: z.string(), name: z.string(), count: z.number(), points: z.number(), cash: z.number() });
export type TopProduct = z.infer<typeof TopProduct>;

export const StatsAnswer = z.object({
  days: z.array(StatsDay),
  /** The store's currency (ISO 4217). */
  currency: z.string(),
  topProducts: z.array(TopProduct),
  /** Now: renewing subscriptions per rank, and what their latest periods cost each month together. */
  subscriptions: z.object({ active: z.record(z.string(), z.number()), monthlyRecurring: z.number() }),
});
export type StatsAnswer = z.infer<typeof StatsAnswer>;

const admin = 'admin' as const;
export const figuresEndpoints = {
  stats: endpoint({
    method: 'GET', path: '/api/manage/stats', auth: admin, query: StatsQuery, answer: StatsAnswer,
    summary: 'The figures of Paris days from..to (366 at most): cash, H-Points, purchases, new players per day; top products; subscriptions now',
  }),
} as const;
