// Which language a page shows: the player's choice when the shop offers it, else the
// shop's default, else French (the website's first paint on the server, the page after).
import type { Locale, ShopIdentity } from '../api/contract/shop-identity';

/** The languages a player may pick: the settings', French alone until they come. */
export const offeredLanguages = (identity: ShopIdentity | null): readonly Locale[] => identity?.locales.available ?? ['fr'];

/** What the page should show for this choice and these settings. */
export function wantedLanguage(chosen: Locale | null, identity: ShopIdentity | null): Locale {
  if (chosen && offeredLanguages(identity).includes(chosen)) return chosen;
  return identity?.locales.default ?? 'fr';
}
