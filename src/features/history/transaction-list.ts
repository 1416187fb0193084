// The history popup's list: both sources in one list, filtered, sorted, paged by 6.
import type { Transaction, TransactionsAnswer } from '../../api/contract/misc';
import { texts } from '../../i18n/fr';
import { formatTokenChange } from '../../domain/token-amount';

export const HISTORY_PAGE_SIZE = 6;
export type TransactionOrigin = keyof TransactionsAnswer;
export type HistoryEntry = Transaction & { origin: TransactionOrigin };
export type HistorySort = 'newest' | 'oldest';

export function historyEntries(answer: TransactionsAnswer): HistoryEntry[] {
  return [
    ...answer.shop.map((t) => ({ ...t, origin: 'shop' as const })),
    ...answer.tebex.map((t) => ({ ...t, origin: 'tebex' as const })),
  ];
}

/** Filter by product name or transaction id (case-insensitive), then sort by date. */
export function visibleEntries(entries: readonly HistoryEntry[], filter: string, sort: HistorySort): HistoryEntry[] {
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? entries.filter((t) => t.packageData.name.toLowerCase().includes(needle) || t.id.toLowerCase().includes(needle))
    : [...entries];
  const direction = sort === 'newest' ? -1 : 1;
  return matching.sort((a, b) => direction * (Date.parse(a.date) - Date.parse(b.date)));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));
}

export function pageOf<T>(entries: readonly T[], page: number): T[] {
  return entries.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
}

/** Date and time as players in France read them. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(texts.numbers.dates, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** A purchase or a payment has a quantity; a monthly credit, a reversal or an adjustment has none. */
export const hasQuantity = (entry: Transaction) => !entry.kind || entry.kind === 'purchase' || entry.kind === 'tebex';

/** The line's signed change of the balance ("+1’200 H-Points"), or null when it made none. */
export const pointsText = (entry: Transaction, currency: string) =>
  entry.points === undefined ? null : texts.catalogue.tokens(formatTokenChange(entry.points, texts.numbers), currency);
