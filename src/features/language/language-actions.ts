// The language shown follows the player's choice and the shop's settings: a change
// loads the language's words first (English: src/features/language/english-source),
// then shows them at once; the root renders anew on `language.shown`.
import { subscribe } from 'valtio';
import { Locale } from '../../api/contract/shop-identity';
import { showWords } from '../../i18n/live';
import { language } from '../../state/language';
import { wantedLanguage } from '../../domain/languages';
import { shop } from '../../state/shop-store';
import type { Platform } from '../../platform/platform';
import { loadEnglish } from './english-source';

/** Where the words come from (the website's chunk, or in game the shop's server): set at start. */
let source: Platform | null = null;

/** Brings the page to the wanted language; on a failed load it stays in the one it shows. */
export async function showWantedLanguage(): Promise<void> {
  const wanted = wantedLanguage(language.chosen, shop.identity);
  if (wanted === language.shown) return;
  const words = wanted === 'en' && source ? await loadEnglish(source).catch((error: unknown) => console.error('[language] English words not loaded', error)) : null;
  // A newer choice, or a failed load, leaves this one aside.
  if (words === undefined || wantedLanguage(language.chosen, shop.identity) !== wanted) return;
  showWords(words);
  language.shown = wanted;
  document.documentElement.lang = wanted;
}

/** The player's pick, remembered on this device. */
export function chooseLanguage(chosen: Locale): Promise<void> {
  language.chosen = chosen;
  return showWantedLanguage();
}

/**
 * At start: `?lang=en` in the address is a choice (remembered), then the page shows the
 * wanted language, and follows the settings and the choice (another tab's) afterwards.
 */
export function startLanguage(platform: Platform, search: string): Promise<void> {
  source = platform;
  const asked = Locale.safeParse(new URLSearchParams(search).get('lang'));
  if (asked.success) language.chosen = asked.data;
  subscribe(shop, () => void showWantedLanguage());
  subscribe(language, () => void showWantedLanguage());
  return showWantedLanguage();
}
