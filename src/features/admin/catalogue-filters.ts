// The catalogue page's search, filters and sort over the products the console loaded.
import type { ManagedProduct } from '../../api/contract/manage';

export interface CatalogueFilter {
  /** Part of the name or the item id, any case, any accent. */
  text: string;
  category: string;
  visibility: 'all' | 'visible' | 'hidden';
  money: 'all' | 'tokens' | 'cash';
  sort: 'category' | 'name' | 'price' | 'sales';
}

export const NO_FILTER: CatalogueFilter = { text: '', category: '', visibility: 'all', money: 'all', sort: 'category' };

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export function filterProducts(products: readonly ManagedProduct[], sold: Readonly<Record<string, number>>, f: CatalogueFilter): ManagedProduct[] {
  const text = plain(f.text);
  const kept = products.filter(
    (p) =>
      (!text || plain(p.name).includes(text) || p.itemId.includes(text)) &&
      (!f.category || p.category === f.category) &&
      (f.visibility === 'all' || (f.visibility === 'hidden') === Boolean(p.hidden)) &&
      (f.money === 'all' || p.moneyType === f.money),
  );
  const byName = (a: ManagedProduct, b: ManagedProduct) => a.name.localeCompare(b.name, 'fr');
  const order: Record<CatalogueFilter['sort'], (a: ManagedProduct, b: ManagedProduct) => number> = {
    category: (a, b) => a.category.localeCompare(b.category) || a.index - b.index || byName(a, b),
    name: byName,
    // Points first, then cash, each by its price.
    price: (a, b) => a.moneyType.localeCompare(b.moneyType) * -1 || a.price - b.price || byName(a, b),
    sales: (a, b) => (sold[b.itemId] ?? 0) - (sold[a.itemId] ?? 0) || byName(a, b),
  };
  return kept.sort(order[f.sort]);
}
