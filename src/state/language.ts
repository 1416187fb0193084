// The interface's language: the player's choice on this device (persisted), and the one
// shown, which is that choice when the shop offers it, else the shop's default, else French.
import { proxy } from 'valtio';
import * as z from 'zod/mini';
import { Locale } from '../api/contract/shop-identity';
import type { ShopIdentity } from '../api/contract/shop-identity';

export const LANGUAGE_STORE_VERSION = 1;

export const LanguagePersisted = z.object({ chosen: z.nullable(Locale) });
export type LanguageState = z.infer<typeof LanguagePersisted> & { shown: Locale };

export const languageDefaults = (): LanguageState => ({ chosen: null, shown: 'fr' });

export const language = proxy<LanguageState>(languageDefaults());

/** A text the settings give per language: the shown one's, else the default language's, else French. */
export function localized(values: Partial<Record<Locale, string>>, identity: ShopIdentity | null): string | undefined {
  return values[language.shown] ?? values[identity?.locales.default ?? 'fr'] ?? values.fr;
}
