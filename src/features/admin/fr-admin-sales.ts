// The console's sales page ("Soldes"): its texts, in the console's chunk only.
import { live } from '../../i18n/live';

export const frAdminSales = {
  tab: 'Soldes',
  title: 'Soldes',
  intro: 'Une solde retire un pourcentage du prix en points des produits et catégories choisis, entre deux dates (heure de Paris). Elle ne se cumule pas avec la réduction de la boutique du jour : la plus forte s’applique.',
  create: 'Nouvelle solde',
  editTitle: (name: string) => `Modifier « ${name} »`,
  newTitle: 'Nouvelle solde',
  empty: 'Aucune solde pour le moment.',
  tableLabel: 'Soldes',
  columns: { name: 'Nom', percent: 'Réduction', scope: 'Produits et catégories', startsAt: 'Début', endsAt: 'Fin', state: 'État', actions: 'Actions' },
  states: { scheduled: 'À venir', running: 'En cours', ended: 'Terminée' },
  percent: (n: number) => `−${n} %`,
  products: (n: number) => `${n} produit${n > 1 ? 's' : ''}`,
  edit: 'Modifier',
  endNow: 'Terminer maintenant',
  remove: 'Supprimer',
  confirmEnd: (name: string) => `Terminer « ${name} » maintenant ? Les prix reviennent à la normale à la prochaine vérification du catalogue des joueurs.`,
  confirmRemove: (name: string) => `Supprimer « ${name} » ? Si elle est en cours, elle s’arrête aussitôt.`,
  saved: (name: string) => `Solde « ${name} » enregistrée.`,
  ended: (name: string) => `Solde « ${name} » terminée.`,
  removed: (name: string) => `Solde « ${name} » supprimée.`,
  fields: {
    name: 'Nom',
    percent: 'Réduction (%)',
    percentHint: 'Un nombre entier de 5 à 90.',
    startsAt: 'Début (heure de Paris)',
    endsAt: 'Fin (heure de Paris)',
    categories: 'Catégories entières',
    products: 'Produits',
    productsHint: 'Seuls les produits vendus en points peuvent être soldés.',
    filter: 'Filtrer les produits',
  },
  rules: {
    percent: 'Entre 5 et 90',
    date: 'Date et heure attendues',
    endAfterStart: 'La fin doit venir après le début',
    scope: 'Choisissez au moins un produit ou une catégorie',
  },
};

/** What the console reads: these words, or their English twin's when English is shown. */
export const adminSalesTexts = live('adminSales', frAdminSales);
