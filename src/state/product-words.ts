// A product's words in the language shown: its English ones when English is shown and it
// has them (CONTRACT "The shop's identity": `translations`), else its own. Read at render:
// the whole page renders anew when the language changes.
import type { Product } from '../api/contract/shop';
import { language } from './language';

export const productName = (product: Product): string => (language.shown === 'en' && product.translations?.en?.name) || product.name;

/** HTML, cleaned by the server in every language. */
export const productDescription = (product: Product): string =>
  (language.shown === 'en' && product.translations?.en?.description) || product.description;

/** The name of the catalogue's product with this id, else the id (a product gone from it). */
export function nameInCatalogue(products: readonly Product[], itemId: string): string {
  const product = products.find((p) => p.itemId === itemId);
  return product ? productName(product) : itemId;
}
