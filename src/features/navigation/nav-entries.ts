// Entries of the navigation bar and the mobile drawer (spec 01 §2).
import { fr } from '../../i18n/fr';

export interface NavEntry {
  href: string;
  label: string;
  /** Shown to logged-in players only. */
  loggedIn?: boolean;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { href: '/daily-shop', label: fr.nav.dailyShop, loggedIn: true },
  { href: '/abonnements', label: fr.nav.abonnements },
  { href: '/objets', label: fr.nav.objets },
  { href: '/packs', label: fr.nav.packs },
  { href: '/vehicules', label: fr.nav.vehicules },
  { href: '/armes', label: fr.nav.armes },
];

export function visibleEntries(loggedIn: boolean): NavEntry[] {
  return NAV_ENTRIES.filter((entry) => !entry.loggedIn || loggedIn);
}

/** The entry of a path is active on its list and on its items. */
export function isActive(entry: NavEntry, path: string): boolean {
  return path === entry.href || path.startsWith(`${entry.href}/`);
}
