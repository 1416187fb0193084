// The texts of the history popup, in its chunk on the website.
import { live } from './live';

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
  /** A points purchase's payment is the shop's currency, by its name. */
  tebex: 'Tebex',
  details: (name: string) => `Détails de ${name}`,
  back: 'Retour à la liste',
};

/** What components read: these words, or their English twin's when English is shown. */
export const historyTexts = live('history', frHistory);
