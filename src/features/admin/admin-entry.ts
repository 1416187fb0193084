// The only part of the console a player's first load carries: the web route's loader
// (its title is the user menu's entry, texts.userMenu.admin).
// Only the web build's route table (src/app/pages.tsx) imports it; the game's build
// swaps that module for pages.compact.tsx, so nothing of the console is in its file.
export const adminEntry = {
  /** Every console address: /admin and below. */
  path: '/admin/*?',
  load: () => import('./admin-console'),
};

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');
