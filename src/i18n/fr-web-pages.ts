// The texts of the website's own pages (legal notice with the artwork's credits,
// privacy, contact form): in game these pages open on the website, so these texts live apart from
// `fr`, which the game's single file carries whole.
import { live } from './live';

export const frWebPages = {
  legal: {
    /** The shop's own notice, until an admin sets one in the settings. */
    sections: (shop: string) => [
      { title: 'Éditeur', text: `La boutique ${shop} est éditée par l'équipe du serveur de jeu de rôle ${shop}, une communauté de joueurs sans but lucratif.` },
      { title: 'Hébergement', text: `Le site et son interface de programmation sont hébergés par le prestataire choisi par l'équipe ${shop}, au sein de l'Union européenne.` },
      { title: 'Paiements', text: 'Les paiements en argent réel, la facturation et les remboursements sont assurés par Tebex, revendeur agréé, selon ses propres conditions.' },
      { title: 'Propriété', text: `Les contenus du jeu restent la propriété de leurs auteurs. ${shop} n'est affilié ni à Rockstar Games ni à Take-Two Interactive.` },
      { title: 'Contact', text: 'Pour toute question, utilisez le formulaire de la page Contact.' },
    ],
    credits: {
      title: 'Crédits',
      text: "Les illustrations de la boutique (produits, catégories, insignes de rang, icône du site) sont composées d'icônes de game-icons.net, créées par Lorc, Delapouite et leurs coauteurs, sous licence Creative Commons Attribution 3.0 (CC BY 3.0) ; elles ont été recolorées et assemblées. Les logos des moyens de paiement et des réseaux sociaux, issus des collections Iconify Logos et Simple Icons (CC0), sont des marques de leurs propriétaires.",
      links: [
        { label: 'game-icons.net', url: 'https://game-icons.net/' },
        { label: 'Licence CC BY 3.0', url: 'https://creativecommons.org/licenses/by/3.0/deed.fr' },
      ],
    },
  },
  privacy: {
    sections: (currency: string) => [
      { title: 'Données utilisées', text: 'Les données que vous nous transmettez (pseudo, adresse email, message) sont utilisées uniquement pour répondre à vos demandes.' },
      { title: 'Compte', text: `Votre identifiant, vos personnages et votre solde de ${currency} servent à livrer vos achats en jeu. Ils ne sont ni vendus ni partagés.` },
      { title: 'Stockage local', text: "La boutique garde dans votre navigateur vos préférences (devise, serveur) et le dernier catalogue pour s'afficher plus vite." },
      { title: 'Vos droits', text: "Vous pouvez demander l'accès, la rectification ou la suppression de vos données depuis la page Contact." },
    ],
  },
  contact: {
    intro: "Une question, un problème ? Écrivez à l'équipe.",
    username: "Nom d'utilisateur",
    email: 'Adresse email',
    subject: 'Objet',
    text: 'Votre message ...',
    send: 'Envoyer',
    sending: 'Envoi…',
    fallbackError: "Le message n'a pas pu être envoyé.",
  },
} as const;

/** What components read: these words, or their English twin's when English is shown. */
export const webPagesTexts = live('webPages', frWebPages);
