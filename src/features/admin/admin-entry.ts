// The only part of the console a player's first load carries: the web route table's
// entries (one lazy chunk per page, each bringing the console's shell with it, so any
// console address shows after one round of chunks) and the console's title, which is
// also the chunks' name in a load error. The game's build swaps the route out
// (src/app/admin-route.compact.tsx): nothing of the console is in its file.
export const adminEntry = {
  title: 'Administration',
  pages: [
    { path: '/admin', load: () => import('./players-page') },
    { path: '/admin/joueurs/:id', load: () => import('./player-page') },
    { path: '/admin/catalogue', load: () => import('./catalogue-page') },
    { path: '/admin/nouveau-produit', load: () => import('./product-page') },
    { path: '/admin/catalogue/:itemId', load: () => import('./product-page') },
    { path: '/admin/livraisons', load: () => import('./deliveries-page') },
    { path: '/admin/messages', load: () => import('./messages-page') },
    { path: '/admin/journal', load: () => import('./audit-page') },
  ],
};
