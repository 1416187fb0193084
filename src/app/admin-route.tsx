// The web shop's admin console: one lazy chunk per page (src/features/admin). The game's
// build swaps this module for admin-route.compact.tsx, which has no route.
import type { ComponentType } from 'react';
import { adminEntry } from '../features/admin/admin-entry';
import { lazyPage } from '../ui/lazy-page';

export const ADMIN_ROUTES: { path: string; component: ComponentType }[] = adminEntry.pages.map(({ path, load }) => ({
  path,
  component: lazyPage(adminEntry.title, load),
}));

/** The tab's title on a console page (null elsewhere). */
export const adminTitle = (path: string): string | null => (path === '/admin' || path.startsWith('/admin/') ? adminEntry.title : null);
