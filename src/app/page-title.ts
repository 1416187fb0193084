// Each page's title: the browser tab's and what a screen reader hears when the
// page changes without a reload.
import { resolveCategory } from '../domain/category-slugs';
import type { Brand } from '../api/contract/shop-identity';
import { texts } from '../i18n/fr';
import { categoryTitle } from '../state/identity';
import { isAdminPath } from '../features/admin/admin-entry';

/** Read when asked: the words are those of the language shown. */
const TITLES: Record<string, () => string> = {
  '/': () => texts.pages.home,
  '/daily-shop': () => texts.daily.title,
  '/contact': () => texts.contact.title,
  '/mentions-legales': () => texts.legal.title,
  '/confidentialite': () => texts.privacy.title,
  '/redirecting': () => texts.pages.redirecting,
  '/loginGame': () => texts.nav.login,
  '/cfxAuth': () => texts.nav.login,
  '/discordAuth': () => texts.nav.login,
};

export function pageTitle(path: string, brand: Brand): string {
  const known = TITLES[path];
  if (known) return known();
  if (isAdminPath(path)) return texts.userMenu.admin;
  const slug = resolveCategory(path.split('/')[1] ?? '');
  return slug ? categoryTitle(slug, brand) : texts.pages.notFound;
}

/** "Objets · Hurricane" */
export const documentTitle = (path: string, brand: Brand) => texts.app.title(pageTitle(path, brand), brand.shopName);
