// The shop's identity as players' pages show it: the settings that came with the catalogue,
// else the dictionary's neutral words (a first start in game before the server answered).
import { useSnapshot } from 'valtio';
import type { Brand, ShopIdentity } from '../api/contract/shop-identity';
import type { ProductCategory } from '../api/contract/common';
import type { CategorySlug } from '../domain/category-slugs';
import { texts } from '../i18n/fr';
import { localized } from './language';
import { shop } from './shop-store';

/** The accent is the stylesheet's own until settings come; the words are the language's. */
const fallbackBrand = (): Brand => ({ shopName: texts.app.anyShop, currencyName: texts.app.anyCurrency, accentColor: '', logoUrl: null });

export const currentBrand = (): Brand => shop.identity?.brand ?? fallbackBrand();

export const useIdentity = (): ShopIdentity | null => useSnapshot(shop).identity as ShopIdentity | null;

export const useBrand = (): Brand => useIdentity()?.brand ?? fallbackBrand();

/** "12’500 H-Points": an amount already formatted, in the shop's currency. */
export const usePoints = (): ((amount: string) => string) => {
  const { currencyName } = useBrand();
  return (amount) => texts.catalogue.tokens(amount, currencyName);
};

/** The label an admin gave a category in the language shown (else the default's, else French), else the dictionary's. */
export function categoryLabel(identity: ShopIdentity | null, category: ProductCategory, fallback: string): string {
  const labels = identity?.categoryLabels ?? {};
  return localized({ fr: labels.fr?.[category], en: labels.en?.[category] }, identity) ?? fallback;
}

/** A category page's title: the points' page bears the currency's name. */
export const categoryTitle = (slug: CategorySlug, brand: Brand): string => (slug === 'tokens' ? brand.currencyName : texts.catalogue.titles[slug]);
