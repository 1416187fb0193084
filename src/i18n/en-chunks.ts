// The English twin of fr-chunks.
import type { Dictionary } from './dictionary';
import type { frChunks } from './fr-chunks';

export const enChunks: Dictionary<typeof frChunks> = {
  failed: (name, type) =>
    `The “${name}” module could not be loaded (${type === 'missing' ? 'not found' : type === 'timeout' ? 'timed out' : 'error'}). Please reload the page.`,
  home: 'home',
  category: 'category',
  dailyShop: 'daily shop',
  loginGame: 'game login',
  redirecting: 'redirect',
  legal: 'legal notice',
  privacy: 'privacy',
  contact: 'contact',
  forumReturn: 'forum login',
  discordReturn: 'Discord link',
  login: 'login',
  loginForm: 'login form',
  characters: 'characters',
  history: 'history',
  item: 'product view',
  purchase: 'purchase',
  menu: 'menu',
  menuList: 'menu list',
  data: 'data',
  admin: 'administration',
};
