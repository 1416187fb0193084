// The console's figures (`GET /api/manage/stats`, docs: CONTRACT "Campaigns and figures"):
// every number is a sum of what is recorded (Tebex payments and their reversals, ledger
// entries, points orders, accounts) over Paris days; cash summed in integer cents.
import { MAX_STATS_DAYS, type StatsAnswer, type StatsDay, type StatsQuery, type TopProduct } from '../../src/api/contract/manage-figures';
import {
  latestPaymentSubject, ledgerHours, newAccountHours, orderHours, paymentsSince, pointsSales, renewingSubscriptions, tebexProducts,
} from '../db/figures-queries';
import type { Queryable } from '../db/queryable';
import { fail } from '../http/http-error';
import { nextDay, parisDay, parisDayStart } from './paris-time';
import { fromCents, lineCents, paymentMoney } from './tebex-money';

export const FIGURES_ERRORS = {
  badDay: 'Période invalide : les dates attendues sont des jours réels (AAAA-MM-JJ).',
  order: 'Période invalide : la date de début doit précéder la date de fin.',
  tooLong: `Période trop longue : ${MAX_STATS_DAYS} jours au plus.`,
} as const;

/** Products shown in the top. */
const TOP_SIZE = 10;
/** Used when no payment says which currency the store takes. */
const DEFAULT_CURRENCY = 'EUR';

interface DayCents { gross: number; refunded: number; spent: number; credited: number; purchases: number; newPlayers: number }

export async function shopFigures(db: Queryable, query: StatsQuery): Promise<StatsAnswer> {
  const days = periodDays(query);
  const start = parisDayStart(days[0]!);
  const end = parisDayStart(nextDay(days.at(-1)!));
  const byDay = new Map<string, DayCents>(days.map((d) => [d, { gross: 0, refunded: 0, spent: 0, credited: 0, purchases: 0, newPlayers: 0 }]));
  const dayOfHour = (hour: number) => byDay.get(parisDay(new Date(hour * 3600_000)));

  for (const h of await ledgerHours(db, start, end)) {
    const d = dayOfHour(h.hour)!;
    d.spent += h.spent;
    d.credited += h.credited;
  }
  for (const h of await orderHours(db, start, end)) dayOfHour(h.hour)!.purchases += h.orders;
  for (const h of await newAccountHours(db, start, end)) dayOfHour(h.hour)!.newPlayers += h.accounts;

  const currency = storeCurrency(await latestPaymentSubject(db));
  const products = new Map((await tebexProducts(db)).map((p) => [p.packageId, p]));
  const top = new Map<string, { itemId: string; name: string; count: number; points: number; cents: number }>();
  for (const sale of await pointsSales(db, start, end)) top.set(sale.itemId, { ...sale, cents: 0 });

  for (const p of await paymentsSince(db, start)) {
    const money = paymentMoney(p.subject);
    if (money.paid?.currency !== currency) continue;
    const paidDay = byDay.get(parisDay(money.createdAt ?? p.receivedAt));
    if (paidDay) {
      paidDay.gross += money.paid.cents;
      paidDay.purchases += 1;
    }
    if (p.reversedAt && (p.reversal === 'refunded' || p.reversal === 'disputed')) {
      const reversedDay = byDay.get(parisDay(p.reversedAt));
      if (reversedDay) reversedDay.refunded += money.paid.cents;
    } else if (paidDay) {
      for (const line of money.lines) {
        const product = products.get(line.packageId);
        if (!product) continue;
        const entry = top.get(product.itemId) ?? { itemId: product.itemId, name: product.name, count: 0, points: 0, cents: 0 };
        entry.count += line.quantity;
        entry.cents += line.cents ?? 0;
        top.set(product.itemId, entry);
      }
    }
  }

  return {
    days: days.map((day): StatsDay => {
      const d = byDay.get(day)!;
      return {
        day, cashGross: fromCents(d.gross), cashRefunded: fromCents(d.refunded), cashNet: fromCents(d.gross - d.refunded),
        pointsSpent: d.spent, pointsCredited: d.credited, purchases: d.purchases, newPlayers: d.newPlayers,
      };
    }),
    currency,
    topProducts: [...top.values()]
      .sort((a, b) => b.count - a.count || b.cents - a.cents || b.points - a.points || a.name.localeCompare(b.name, 'fr'))
      .slice(0, TOP_SIZE)
      .map(({ cents, ...p }): TopProduct => ({ ...p, cash: fromCents(cents) })),
    subscriptions: await subscriptionFigures(db, currency),
  };
}

/** The Paris days from..to, or a French 400 when they are not real days, reversed, or too many. */
function periodDays({ from, to }: StatsQuery): string[] {
  const real = (day: string) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
  };
  if (!real(from) || !real(to)) throw fail(400, FIGURES_ERRORS.badDay);
  if (from > to) throw fail(400, FIGURES_ERRORS.order);
  const days = [from];
  while (days.at(-1)! < to) {
    if (days.length === MAX_STATS_DAYS) throw fail(400, FIGURES_ERRORS.tooLong);
    days.push(nextDay(days.at(-1)!));
  }
  return days;
}

function storeCurrency(latest: unknown): string {
  return paymentMoney(latest).paid?.currency ?? DEFAULT_CURRENCY;
}

/** Renewing subscriptions per rank, and the sum of what their latest periods paid (in the store's currency). */
async function subscriptionFigures(db: Queryable, currency: string): Promise<StatsAnswer['subscriptions']> {
  const active: Record<string, number> = {};
  let cents = 0;
  for (const s of await renewingSubscriptions(db)) {
    active[s.rank] = (active[s.rank] ?? 0) + 1;
    if (s.lineId === null || paymentMoney(s.subject).paid?.currency !== currency) continue;
    cents += lineCents(s.subject, s.lineId) ?? 0;
  }
  return { active, monthlyRecurring: fromCents(cents) };
}
