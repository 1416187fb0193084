// Every French text of the interface. The spec's quoted texts are exact requirements.

export const fr = {
  app: {
    name: 'Hurricane Boutique',
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
    chunk: (name: string, type: 'missing' | 'timeout' | 'other') =>
      `Le module « ${name} » n'a pas pu être chargé (${type === 'missing' ? 'introuvable' : type === 'timeout' ? 'délai dépassé' : 'erreur'}). Rechargez la page.`,
  },
  errorPage: {
    SHOP_NOT_FOUND: { message: 'Aucune réponse de la part du serveur', button: 'Réessayer' },
    PAGE_NOT_FOUND: { message: "Cette page n'existe pas", button: "Retour à l'accueil" },
    DISCORD_AUTH_FAILED: { message: 'Echec de la connexion avec Discord', button: "Retour à l'accueil" },
    TEBEX_ADD_PACKAGE_FAILED: { message: 'Erreur : TEBEX_ADD_PACKAGE_FAILED', button: "Retour à l'accueil" },
  },
  nav: {
    dailyShop: 'Boutique du jour',
    abonnements: 'Abonnements',
    objets: 'Objets (FA)',
    packs: 'Packs (FA)',
    vehicules: 'Vehicules (FA)',
    armes: 'Armes (FA)',
    buyTokens: 'Acheter des H-Points',
    login: 'Connexion',
    menu: 'Menu',
    close: 'Fermer',
    backToTop: 'Revenir en haut',
    currency: 'Devise',
  },
  userMenu: {
    characterSelect: 'Sélection de personnage',
    history: 'Historique des transactions',
    logout: 'Déconnexion',
  },
  footer: {
    legal: 'Mentions légales',
    privacy: 'Confidentialité',
    contact: 'Contact',
    impressum: 'Impressum',
    terms: 'Terms & Conditions',
    privacyPolicy: 'Privacy Policy',
    checkoutNote: 'Le paiement est assuré par Tebex, notre revendeur agréé, qui gère la commande, la facturation et les remboursements.',
  },
  notifications: {
    login: 'Connexion réussie',
    logout: 'Déconnecté',
    close: 'Fermer la notification',
  },
  pages: {
    homeTitle: 'Bienvenue sur la boutique Hurricane',
    notFoundTitle: '404',
  },
  redirecting: {
    text: 'Redirection en cours ...',
    cancel: 'Annuler',
  },
  overlay: {
    close: 'Fermer',
  },
  // — browsing (issue 4): sections below this line —
  // — accounts (issue 5): sections below this line —
} as const;

export type Fr = typeof fr;
