// The texts of the ranks: the comparison table of the subscriptions page (its ranks and
// rows are the shop's settings) and the "Votre abonnement" mark, in their chunks on the website.
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
