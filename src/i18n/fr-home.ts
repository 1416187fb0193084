// The home page's texts, in its chunk on the website.
import { live } from './live';

export const frHome = {
  title: (shop: string) => `Bienvenue sur la boutique ${shop}`,
  bestSellers: 'Meilleures ventes',
  slide: (n: number) => `Afficher la vente n° ${n}`,
  pause: 'Mettre en pause',
  play: 'Reprendre le défilement',
  introTitle: 'La boutique officielle du serveur',
  intro: (shop: string, currency: string) =>
    `Retrouvez ici les abonnements, objets, packs, véhicules et armes du serveur ${shop}. Les achats en ${currency} sont livrés en jeu sur le personnage de votre choix.`,
  chatLink: 'Rejoindre le Discord de la communauté',
  categories: 'Catégories',
  tiles: { abonnements: 'ABONNEMENTS', objets: 'OBJETS', packs: 'PACKS (FA)', vehicules: 'VÉHICULES', armes: 'ARMES (FA)' },
  payments: 'Moyens de paiement acceptés',
  suggestion: 'Ce produit pourrait vous intéresser',
  viewProduct: 'Voir le produit',
  goal: 'Objectif du mois',
  goalProgress: (reached: string, amount: string, percent: number) => `${reached} sur ${amount} (${percent} %)`,
};

/** What components read: these words, or their English twin's when English is shown. */
export const homeTexts = live('home', frHome);
