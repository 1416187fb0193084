// Each page's title: the browser tab's and what a screen reader hears when the
// page changes without a reload.
import { resolveCategory } from '../domain/category-slugs';
import type { Brand } from '../api/contract/shop-identity';
import { fr } from '../i18n/fr';
import { categoryTitle } from '../state/identity';
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

export function pageTitle(path: string, brand: Brand): string {
  const known = TITLES[path];
  if (known) return known;
  if (isAdminPath(path)) return adminEntry.title;
  const slug = resolveCategory(path.split('/')[1] ?? '');
  return slug ? categoryTitle(slug, brand) : fr.pages.notFound;
}

/** "Objets · Hurricane" */
export const documentTitle = (path: string, brand: Brand) => fr.app.title(pageTitle(path, brand), brand.shopName);
