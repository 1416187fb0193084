// The console's figures (the dashboard, its first page) and Tebex payments page: their
// French texts. Only the console's chunks import this file.
import { live } from '../../i18n/live';

export const frAdminFigures = {
  tab: 'Tableau de bord',
  title: 'Tableau de bord',
  period: {
    legend: 'Période',
    from: 'Du',
    to: 'Au',
    show: 'Afficher',
    thisMonth: 'Ce mois-ci',
    lastMonth: 'Le mois dernier',
    last30: 'Les 30 derniers jours',
    invalid: 'Choisissez deux dates, la première avant la seconde, 366 jours au plus.',
    shown: (from: string, to: string) => `Du ${from} au ${to} (jours de Paris).`,
  },
  totals: {
    title: 'Totaux de la période',
    cashGross: 'Encaissé',
    cashRefunded: 'Remboursé ou contesté',
    cashNet: 'Net',
    // Participles of an unsaid "montant", as the cash totals: never agreeing with the currency's name.
    pointsSpent: (currency: string) => `Dépensé en ${currency}`,
    pointsCredited: (currency: string) => `Crédité en ${currency}`,
    purchases: 'Achats',
    newPlayers: 'Nouveaux joueurs',
  },
  charts: {
    cash: 'Argent par jour',
    points: (currency: string) => `${currency} par jour`,
    activity: 'Achats et nouveaux joueurs par jour',
    table: (title: string) => `${title} : tableau`,
    day: 'Jour',
    loading: 'Chargement du graphique…',
  },
  top: {
    title: 'Meilleures ventes de la période',
    none: 'Aucune vente sur la période.',
    product: 'Produit',
    count: 'Vendus',
    cash: 'Argent',
  },
  subscriptions: {
    title: 'Abonnements actifs',
    none: 'Aucun abonnement actif.',
    rank: 'Rang',
    count: 'Abonnés',
    monthly: 'Revenu mensuel récurrent',
    note: 'Maintenant, quelle que soit la période : les abonnements qui se renouvellent et ce que coûte leur dernière période.',
  },
  payments: {
    tab: 'Paiements Tebex',
    title: 'Paiements Tebex',
    filter: 'Afficher',
    filters: { all: 'Tous', unmatched: 'Sans acheteur reconnu', credited: 'Crédités', reversed: 'Remboursés ou contestés' },
    none: 'Aucun paiement.',
    columns: { at: 'Date', id: 'Transaction', state: 'État', amount: 'Montant', who: 'Joueur ou client Tebex', products: 'Paquets', actions: 'Actions' },
    states: { credited: 'Crédité', refunded: 'Remboursé', disputed: 'Contesté', unmatched: 'Sans acheteur reconnu', ignored: 'Non crédité' },
    customer: (name: string) => `Client Tebex : ${name}`,
    credit: 'Créditer à un joueur',
    creditTitle: 'Créditer à un joueur',
    creditText: (transactionId: string, currency: string) =>
      `Le paiement ${transactionId} sera crédité une seule fois au joueur choisi, comme s’il l’avait payé : ${currency}, rang et livraisons en jeu.`,
    search: 'Rechercher un joueur',
    searchHint: 'Nom, licence ou identifiant Discord',
    searchSubmit: 'Rechercher',
    players: 'Joueur à créditer',
    noPlayer: 'Aucun joueur trouvé.',
    choose: 'Choisissez un joueur dans les résultats.',
    chosen: (username: string) => `Joueur choisi : ${username}.`,
    credited: (username: string) => `Paiement crédité à ${username}.`,
  },
  catalogue: {
    filters: 'Trouver un produit',
    search: 'Nom ou identifiant',
    category: 'Catégorie',
    allCategories: 'Toutes',
    visibility: 'Visibilité',
    visibilities: { all: 'Tous', visible: 'Visibles', hidden: 'Masqués' },
    money: 'Paiement',
    moneys: (currency: string) => ({ all: 'Tous', tokens: `En ${currency}`, cash: 'En argent réel' }),
    sort: 'Trier par',
    sorts: { category: 'Catégorie', name: 'Nom', price: 'Prix', sales: 'Ventes' },
    sold: 'Ventes',
    image: 'Image',
    count: (shown: number, total: number) => `${shown} produit${shown > 1 ? 's' : ''} sur ${total}.`,
    none: 'Aucun produit ne correspond.',
  },
} as const;


/** What the console reads: these words, or their English twin's when English is shown. */
export const adminFiguresTexts = live('adminFigures', frAdminFigures);
