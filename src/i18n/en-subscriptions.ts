// The English twin of fr-subscriptions.
import type { Dictionary } from './dictionary';
import type { frSubscriptions } from './fr-subscriptions';

export const enSubscriptions: Dictionary<typeof frSubscriptions> = {
  title: 'Compare subscriptions',
  bestSeller: 'Best seller!',
  advantage: 'Perk',
  yes: 'Included',
  no: 'Not included',
  perMonth: 'per month',
  current: 'Your subscription',
};
