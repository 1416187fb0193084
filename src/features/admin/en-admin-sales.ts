// The English twin of fr-admin-sales.
import type { Dictionary } from '../../i18n/dictionary';
import type { frAdminSales } from './fr-admin-sales';

export const enAdminSales: Dictionary<typeof frAdminSales> = {
  tab: 'Sales',
  title: 'Sales',
  intro: "A sale takes a percentage off the points price of the chosen products and categories, between two dates (Paris time). It does not add up with the daily shop's discount: the larger applies.",
  create: 'New sale',
  editTitle: (name) => `Edit “${name}”`,
  newTitle: 'New sale',
  empty: 'No sale yet.',
  tableLabel: 'Sales',
  columns: { name: 'Name', percent: 'Discount', scope: 'Products and categories', startsAt: 'Start', endsAt: 'End', state: 'State', actions: 'Actions' },
  states: { scheduled: 'Upcoming', running: 'Running', ended: 'Ended' },
  percent: (n) => `−${n}%`,
  products: (n) => `${n} product${n === 1 ? '' : 's'}`,
  edit: 'Edit',
  endNow: 'End now',
  remove: 'Delete',
  confirmEnd: (name) => `End “${name}” now? Prices go back to normal at the players' next catalogue check.`,
  confirmRemove: (name) => `Delete “${name}”? If it is running, it stops at once.`,
  saved: (name) => `Sale “${name}” saved.`,
  ended: (name) => `Sale “${name}” ended.`,
  removed: (name) => `Sale “${name}” deleted.`,
  fields: {
    name: 'Name',
    percent: 'Discount (%)',
    percentHint: 'A whole number from 5 to 90.',
    startsAt: 'Start (Paris time)',
    endsAt: 'End (Paris time)',
    categories: 'Whole categories',
    products: 'Products',
    productsHint: 'Only products sold for points can be on sale.',
    filter: 'Filter the products',
  },
  rules: {
    percent: 'Between 5 and 90',
    date: 'A date and time are expected',
    endAfterStart: 'The end must come after the start',
    scope: 'Choose at least one product or category',
  },
};
