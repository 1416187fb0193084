// Which products a page lists and which can be bought (spec 01 §5 "Visibility").
import type { ProductCategory } from '../api/contract/common';
import type { Product } from '../api/contract/shop';
import type { CategorySlug } from './category-slugs';

export const SLUG_CATEGORY: Record<CategorySlug, ProductCategory> = {
  abonnements: 'Grades',
  tokens: 'Points boutique',
  packs: 'pack',
  objets: 'item',
  vehicules: 'vehicle',
  armes: 'weapon',
};

const CATEGORY_SLUG = Object.fromEntries(Object.entries(SLUG_CATEGORY).map(([slug, c]) => [c, slug])) as Record<
  ProductCategory,
  CategorySlug
>;

export function categorySlug(product: Pick<Product, 'category'>): CategorySlug {
  return CATEGORY_SLUG[product.category];
}

/** Path of a product's detail overlay. */
export function productPath(product: Pick<Product, 'category' | 'itemId'>): string {
  return `/${categorySlug(product)}/${encodeURIComponent(product.itemId)}`;
}

/** Stock 0 or below is hidden; null or absent is unlimited. */
export function inStock(product: Pick<Product, 'stocks'>): boolean {
  return product.stocks === undefined || product.stocks === null || product.stocks > 0;
}

/** Shown on a category page: in stock and not reserved to the daily shop. */
export function isListed(product: Product): boolean {
  return inStock(product) && !product.isDailyShopOnly;
}

/** Price -1 or below cannot be bought. */
export function isBuyable(product: Pick<Product, 'price'>): boolean {
  return product.price > -1;
}

/** A category's grid, in the catalogue's order. */
export function categoryProducts(products: readonly Product[], slug: CategorySlug): Product[] {
  const category = SLUG_CATEGORY[slug];
  return products.filter((p) => p.category === category && isListed(p)).sort((a, b) => a.index - b.index);
}

export function findProduct(products: readonly Product[], itemId: string): Product | undefined {
  return products.find((p) => p.itemId === itemId);
}

/** The products of a list of ids (best sellers, suggestions) the home shows, in that order. */
export function pickShown(products: readonly Product[], ids: readonly string[]): Product[] {
  return ids.map((id) => findProduct(products, id)).filter((p): p is Product => !!p && inStock(p) && !p.isDailyShopOnly);
}

/** The home's largest paint: the first image of the first best seller it shows. */
export function leadImage({ products, bestSeller }: { products: readonly Product[]; bestSeller: readonly string[] }): string | undefined {
  return pickShown(products, bestSeller)[0]?.images[0];
}
