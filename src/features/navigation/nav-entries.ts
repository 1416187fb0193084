// Entries of the navigation bar and the mobile drawer (spec 01 §2).
import type { ProductCategory } from '../../api/contract/common';
import type { ShopIdentity } from '../../api/contract/shop-identity';
import { texts } from '../../i18n/fr';
import { categoryLabel } from '../../state/identity';

export interface NavEntry {
  href: string;
  label: string;
}

const { titles } = texts.catalogue;
/** The categories of the bar, each by its route and the category its label is set for. */
const CATEGORIES: readonly [slug: keyof typeof titles, category: ProductCategory][] = [
  ['abonnements', 'Grades'], ['objets', 'item'], ['packs', 'pack'], ['vehicules', 'vehicle'], ['armes', 'weapon'],
];

/** The bar's entries, labelled as the shop's settings say ("Objets (FA)"), else by the dictionary. */
export function visibleEntries(loggedIn: boolean, identity: ShopIdentity | null): NavEntry[] {
  const categories = CATEGORIES.map(([slug, category]) => ({ href: `/${slug}`, label: categoryLabel(identity, category, titles[slug]) }));
  // The daily shop is for logged-in players only.
  return loggedIn ? [{ href: '/daily-shop', label: texts.nav.dailyShop }, ...categories] : categories;
}

/** The entry of a path is active on its list and on its items. */
export function isActive(entry: NavEntry, path: string): boolean {
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
