// Every French text of the interface. The spec's quoted texts are exact requirements.
import { live } from './live';

export const fr = {
  app: {
    /** The shop's name and currency come from its settings; these stand in until they come. */
    anyShop: 'Boutique',
    anyCurrency: 'points',
    /** "Objets · Hurricane" */
    title: (page: string, shop: string) => `${page} · ${shop}`,
    loading: 'Chargement…',
  },
  errors: {
    network: 'Impossible de joindre le serveur. Vérifiez votre connexion.',
    timeout: 'Le serveur met trop de temps à répondre. Réessayez.',
    invalidResponse: 'Réponse inattendue du serveur.',
    http: (status: number) => `Erreur du serveur (${status}).`,
    generic: "Une erreur s'est produite",
    itemUnknown: 'Une erreur est survenue',
    configTitle: 'Configuration invalide',
    configText: "La configuration de la boutique est invalide. Prévenez un administrateur du serveur.",
  },
  errorPage: {
    SHOP_NOT_FOUND: { message: 'Aucune réponse de la part du serveur', button: 'Réessayer' },
    PAGE_NOT_FOUND: { message: "Cette page n'existe pas", button: "Retour à l'accueil" },
    DISCORD_AUTH_FAILED: { message: 'Echec de la connexion avec Discord', button: "Retour à l'accueil" },
    TEBEX_ADD_PACKAGE_FAILED: { message: 'Erreur : TEBEX_ADD_PACKAGE_FAILED', button: "Retour à l'accueil" },
  },
  nav: {
    skipToContent: 'Aller au contenu',
    dailyShop: 'Boutique du jour',
    buyTokens: (currency: string) => `Acheter des ${currency}`,
    login: 'Connexion',
    menu: 'Menu',
    close: 'Fermer',
    backToTop: 'Revenir en haut',
    currency: 'Devise',
    /** The bar's menu of the entries that do not fit. */
    more: 'Plus',
    /** "Acheter des H-Points" in words the bar can drop (the currency's name follows). */
    buyTokensLead: 'Acheter des',
  },
  userMenu: {
    characterSelect: 'Sélection de personnage',
    history: 'Historique des transactions',
    /** An admin's way to the console (/admin; in game, the page that opens it on the website). */
    admin: 'Administration',
    logout: 'Déconnexion',
  },
  notifications: {
    login: 'Connexion réussie',
    logout: 'Déconnecté',
    close: 'Fermer la notification',
  },
  pages: {
    home: 'Accueil',
    redirecting: 'Redirection',
    notFound: 'Page introuvable',
    notFoundTitle: '404',
    onWebsite: 'Cette page se trouve sur la boutique en ligne.',
    openOnWebsite: 'Ouvrir dans le navigateur',
  },
  redirecting: {
    text: 'Redirection en cours ...',
    cancel: 'Annuler',
  },
  overlay: {
    close: 'Fermer',
  },
  browsing: {
    mainNav: 'Navigation principale',
    openMenu: 'Ouvrir le menu',
    rankBadge: (rank: string) => `Rang ${rank}`,
    drawerLogin: 'Connectez-vous pour voir votre solde et acheter des objets.',
    footerSocial: 'Réseaux sociaux',
  },
  catalogue: {
    titles: {
      abonnements: 'Abonnements', packs: 'Packs', objets: 'Objets', vehicules: 'Véhicules', armes: 'Armes',
    },
    empty: 'Aucun produit dans cette catégorie pour le moment.',
    loading: 'Chargement des produits...',
    inStock: (n: number) => `En stock : ${n}`,
    perCharacter: (n: number) => `${n} par personnage`,
    discount: (n: number) => `-${n}%`,
    notBuyable: 'Indisponible',
    /** "12’500 H-Points": the currency's name comes from the settings. */
    tokens: (amount: string, currency: string) => `${amount} ${currency}`,
    give: 'Offrir',
    buy: 'Acheter',
    subscribe: 'Souscrire',
    notEnough: "Pas assez d'Unions",
    continuesInBrowser: 'Votre achat continue dans votre navigateur.',
  },
  basket: {
    /** The bar's basket button, and its accessible name. */
    button: 'Panier',
    buttonLabel: (n: number) => `Panier : ${n} article${n > 1 ? 's' : ''}`,
    add: 'Ajouter au panier',
    added: 'Ajouté :',
    removed: 'Supprimé :',
    inBasket: (n: number) => `Dans le panier (${n})`,
    plus: 'Augmenter la quantité',
    minus: 'Diminuer la quantité',
    remove: 'Retirer du panier',
    maxReached: (n: number) => `Maximum atteint (${n})`,
    adding: 'Ajout en cours',
    removing: 'Suppression...',
  },
  currency: {
    label: 'Devise',
  },
  daily: {
    title: 'Boutique du jour',
    refreshIn: 'Actualisation dans',
    loginRequired: 'Connectez-vous pour voir les offres du jour',
    loadingProducts: 'Chargement des produits...',
    loadingOffers: 'Chargement des offres du jour...',
    error: 'Erreur lors du chargement des offres du jour',
    empty: 'Aucune offre disponible pour le moment',
  },
  legal: {
    title: 'Mentions légales',
  },
  privacy: {
    title: 'Confidentialité',
  },
  account: {
    guideStep1: 'En jeu, appuyez sur F2 pour ouvrir le menu de la boutique.',
    guideStep2: 'Choisissez ensuite',
    guideChoice: 'Se connecter sur la nouvelle boutique',
    fallbackShop: (shop: string) => `Erreur lors de la tentative de connexion avec ${shop}`,
    fallbackCfx: 'Erreur lors de la tentative de connexion avec Cfx',
    userMenu: (username: string) => `Menu de ${username}`,
    linkDiscord: 'Lier mon compte Discord',
    /** Under the rank in the user menu and the drawer, by the subscription's status. */
    subscription: {
      active: (date: string) => `Renouvellement le ${date}`,
      ending: (date: string) => `Se termine le ${date}`,
    },
    loggingIn: 'Connexion en cours…',
    linkingDiscord: 'Liaison du compte Discord…',
    discordInBrowser: 'La liaison Discord continue dans votre navigateur.',
    gameLoginText: 'Vous êtes en jeu : la boutique peut vous connecter avec votre compte FiveM.',
    gameLogin: 'Se connecter depuis le jeu',
    retry: 'Réessayer',
    gameLoginTimeout: 'Le jeu n’a pas répondu à temps. Réessayez.',
    openWebShop: 'Ouvrir la boutique en ligne',
  },
  forms: {
    required: 'Requis',
    min: (n: number) => `${n} caractères minimum`,
    max: (n: number) => `${n} caractères maximum`,
    email: 'Adresse email invalide',
  },
  contact: {
    title: 'Contact',
  },
  /** The language control, each language by its own name. */
  language: {
    label: (name: string) => `Langue : ${name}`,
    names: { fr: 'Français', en: 'English' },
  },
  /** How numbers and dates read: "12’500" (U+2019), "26 décembre 2026". */
  numbers: {
    thousands: '\u2019',
    decimal: ',',
    dates: 'fr-FR',
  },
} as const;

export type Fr = typeof fr;

/** What components read: these words, or their English twin's when English is shown. */
export const texts = live('main', fr);
