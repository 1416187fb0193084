// The names of the website's code chunks, shown when one cannot be loaded
// (frChunks.failed); the game's single file has no chunks.
import { live } from './live';

export const frChunks = {
  /** A chunk that cannot be loaded. */
  failed: (name: string, type: 'missing' | 'timeout' | 'other') =>
    `Le module « ${name} » n'a pas pu être chargé (${type === 'missing' ? 'introuvable' : type === 'timeout' ? 'délai dépassé' : 'erreur'}). Rechargez la page.`,
  home: 'accueil',
  category: 'catégorie',
  dailyShop: 'boutique du jour',
  loginGame: 'connexion jeu',
  redirecting: 'redirection',
  legal: 'mentions légales',
  privacy: 'confidentialité',
  contact: 'contact',
  forumReturn: 'connexion forum',
  discordReturn: 'liaison discord',
  login: 'connexion',
  loginForm: 'formulaire de connexion',
  characters: 'personnages',
  history: 'historique',
  item: 'présentation',
  purchase: 'achat',
  menu: 'menu',
  menuList: 'liste du menu',
  data: 'données',
  admin: 'administration',
};

/** What components read: these words, or their English twin's when English is shown. */
export const chunksTexts = live('chunks', frChunks);
