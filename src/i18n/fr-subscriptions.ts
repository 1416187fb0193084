// The texts of the ranks: the comparison table of the subscriptions page (its ranks and
// rows are the shop's settings) and the "Votre abonnement" mark, in their chunks on the website.
import { live } from './live';

export const frSubscriptions = {
  title: 'Comparatif des abonnements',
  bestSeller: 'Best seller!',
  advantage: 'Avantage',
  yes: 'Inclus',
  no: 'Non inclus',
  perMonth: 'par mois',
  /** In place of "Souscrire" under the rank the player holds. */
  current: 'Votre abonnement',
};

/** What components read: these words, or their English twin's when English is shown. */
export const subscriptionsTexts = live('subscriptions', frSubscriptions);
