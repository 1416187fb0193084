// The texts of the history popup, in its chunk on the website.
export const frHistory = {
  title: 'Historique des transactions',
  failed: "Echec de la récupération de l'historique",
  empty: 'Aucune transaction',
  noMatch: 'Aucune transaction ne correspond à la recherche',
  filter: 'Rechercher un produit ou un identifiant',
  /** The search field's placeholder: short enough for a phone (the label above says it in full). */
  filterHint: 'Produit ou identifiant',
  sort: 'Trier',
  newest: 'Plus récentes',
  oldest: 'Plus anciennes',
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (page: number, pages: number) => `Page ${page} / ${pages}`,
  id: 'Identifiant',
  date: 'Date',
  product: 'Produit',
  quantity: 'Quantité',
  origin: 'Paiement',
  origins: { shop: 'H-Points', tebex: 'Tebex' },
  /** A line's signed change of the balance: "+1’200 H-Points", "−2’500 H-Points". */
  points: (amount: string) => `${amount} H-Points`,
  pointsLabel: 'H-Points',
  details: (name: string) => `Détails de ${name}`,
  back: 'Retour à la liste',
};
