// The English twin of fr-history.
import type { Dictionary } from './dictionary';
import type { frHistory } from './fr-history';

export const enHistory: Dictionary<typeof frHistory> = {
  title: 'Transaction history',
  failed: 'Could not load the history',
  empty: 'No transactions',
  noMatch: 'No transaction matches your search',
  filter: 'Search for a product or an ID',
  filterHint: 'Product or ID',
  sort: 'Sort',
  newest: 'Newest first',
  oldest: 'Oldest first',
  previous: 'Previous page',
  next: 'Next page',
  page: (page, pages) => `Page ${page} / ${pages}`,
  id: 'ID',
  date: 'Date',
  product: 'Product',
  quantity: 'Quantity',
  origin: 'Payment',
  tebex: 'Tebex',
  details: (name) => `Details of ${name}`,
  back: 'Back to the list',
};
