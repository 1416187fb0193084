// The texts of the ranks: the comparison table of the subscriptions page and the
// "Votre abonnement" mark, in their chunks on the website.
export const frSubscriptions = {
  title: 'Comparatif des abonnements',
  bestSeller: 'Best seller!',
  advantage: 'Avantage',
  ranks: ['VIP Silver', 'Gold', 'Diamond', 'Émeraude', 'Rubis'],
  yes: 'Inclus',
  no: 'Non inclus',
  perMonth: 'par mois',
  /** In place of "Souscrire" under the rank the player holds. */
  current: 'Votre abonnement',
  rows: [
    { label: 'Points mensuels', values: ['800', '1200', '1600', '2400', '3500'] },
    { label: "Aide de l'État toutes les 30 min", values: ['x3', 'x3,5', 'x5', 'x6', 'x7,5'] },
    { label: 'Limite de meubles par propriété', values: ['40', '100', '140', '200', '280'] },
    { label: 'Emplacements de personnage', values: ['2', '2', '2', '2', '2'] },
    { label: 'Poids des coffres de véhicule et de propriété', values: ['x1,5', 'x2', 'x2', 'x2', 'x2'] },
    { label: 'Télévisions dans les propriétés', values: [true, true, true, true, true] },
    { label: 'Enceinte portable', values: [false, true, true, true, true] },
    { label: 'Import de tenues', values: [false, true, true, true, true] },
    { label: 'Perte de carburant', values: [false, '-10 %', '-30 %', '-50 %', '-50 %'] },
    { label: 'Réduction à la fourrière', values: [false, '-10 %', '-30 %', '-50 %', '-50 %'] },
    { label: 'Poids bonus du personnage', values: [false, false, '+6 kg', '+6 kg', '+6 kg'] },
    { label: 'Position du véhicule sur la carte', values: [false, false, true, true, true] },
    { label: 'Niveau de support', values: [false, false, false, 'Premium', 'Premium+'] },
    { label: "Points de priorité dans la file d'attente", values: ['400', '750', '1000', '1800', '3400'] },
  ],
};
