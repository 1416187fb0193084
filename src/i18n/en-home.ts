// The English twin of fr-home.
import type { Dictionary } from './dictionary';
import type { frHome } from './fr-home';

export const enHome: Dictionary<typeof frHome> = {
  title: (shop) => `Welcome to the ${shop} shop`,
  bestSellers: 'Best sellers',
  slide: (n) => `Show best seller no. ${n}`,
  pause: 'Pause',
  play: 'Resume the slideshow',
  introTitle: "The server's official shop",
  intro: (shop, currency) =>
    `Find the ${shop} server's subscriptions, items, packs, vehicles and weapons here. Purchases in ${currency} are delivered in game to the character of your choice.`,
  chatLink: "Join the community's Discord",
  categories: 'Categories',
  tiles: { abonnements: 'SUBSCRIPTIONS', objets: 'ITEMS', packs: 'PACKS (FA)', vehicules: 'VEHICLES', armes: 'WEAPONS (FA)' },
  payments: 'Accepted payment methods',
  suggestion: 'You might like this product',
  viewProduct: 'View product',
  goal: "This month's goal",
  goalProgress: (reached, amount, percent) => `${reached} of ${amount} (${percent}%)`,
};
