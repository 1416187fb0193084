// Each page's title: the browser tab's and what a screen reader hears when the
// page changes without a reload.
import { resolveCategory } from '../domain/category-slugs';
import { fr } from '../i18n/fr';
import { adminEntry, isAdminPath } from '../features/admin/admin-entry';

const TITLES: Record<string, string> = {
  '/': fr.pages.home,
  '/daily-shop': fr.daily.title,
  '/contact': fr.contact.title,
  '/mentions-legales': fr.legal.title,
  '/confidentialite': fr.privacy.title,
  '/redirecting': fr.pages.redirecting,
  '/loginGame': fr.nav.login,
  '/cfxAuth': fr.nav.login,
  '/discordAuth': fr.nav.login,
};

export function pageTitle(path: string): string {
  const known = TITLES[path];
  if (known) return known;
  if (isAdminPath(path)) return adminEntry.title;
  const slug = resolveCategory(path.split('/')[1] ?? '');
  return slug ? fr.catalogue.titles[slug] : fr.pages.notFound;
}

/** "Objets · Hurricane Boutique" */
export const documentTitle = (path: string) => `${pageTitle(path)} · ${fr.app.name}`;
