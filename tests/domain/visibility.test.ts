import { describe, expect, it } from 'vitest';
import { categoryListPath, resolveCategory } from '../../src/domain/category-slugs';
import { categoryProducts, inStock, isBuyable, isListed, leadImage, pickShown, productPath } from '../../src/domain/visibility';
import { product } from '../features/catalogue/fixtures';

describe('visibility (spec 01 §5)', () => {
  it('stock 0 or below is hidden, null or absent is unlimited', () => {
    expect(inStock(product({ stocks: 0 }))).toBe(false);
    expect(inStock(product({ stocks: -2 }))).toBe(false);
    expect(inStock(product({ stocks: 1 }))).toBe(true);
    expect(inStock(product({ stocks: null }))).toBe(true);
    expect(inStock(product({ stocks: undefined }))).toBe(true);
  });
  it('daily-shop-only products are not listed on category pages', () => {
    expect(isListed(product({ isDailyShopOnly: true }))).toBe(false);
    expect(isListed(product())).toBe(true);
  });
  it('price -1 or below cannot be bought', () => {
    expect(isBuyable(product({ price: -1 }))).toBe(false);
    expect(isBuyable(product({ price: -5 }))).toBe(false);
    expect(isBuyable(product({ price: 0 }))).toBe(true);
  });
  it('a category lists its own products in catalogue order', () => {
    const list = [
      product({ itemId: 'b', index: 2 }), product({ itemId: 'a', index: 1 }),
      product({ itemId: 'car', category: 'vehicle' }), product({ itemId: 'gone', stocks: 0 }),
    ];
    expect(categoryProducts(list, 'objets').map((p) => p.itemId)).toEqual(['a', 'b']);
    expect(categoryProducts(list, 'vehicules').map((p) => p.itemId)).toEqual(['car']);
  });
  it('product paths use the canonical slugs', () => {
    expect(productPath(product({ category: 'Points boutique', itemId: 'points_1000' }))).toBe('/tokens/points_1000');
    expect(productPath(product({ category: 'Grades', itemId: 'g' }))).toBe('/abonnements/g');
  });
  it('aliases of the routes and of the overlay close to the category list', () => {
    for (const [alias, slug] of [
      ['vehicule', 'vehicules'], ['objet', 'objets'], ['arme', 'armes'], ['pack', 'packs'], ['unions', 'tokens'],
      ['Grades', 'abonnements'], ['item', 'objets'], ['weapons', 'armes'], ['vehicle', 'vehicules'],
    ]) {
      expect(resolveCategory(alias!)).toBe(slug);
    }
    expect(categoryListPath('vehicule')).toBe('/vehicules');
    expect(categoryListPath('item')).toBe('/objets');
    expect(categoryListPath('arme')).toBe('/armes');
    expect(categoryListPath('pack')).toBe('/packs');
  });
});

describe('what the home shows of a list of ids', () => {
  const products = [
    product({ itemId: 'sold-out', stocks: 0, images: ['/a.webp'] }),
    product({ itemId: 'daily', isDailyShopOnly: true, images: ['/b.webp'] }),
    product({ itemId: 'lampe', images: ['/c.webp', '/d.webp'] }),
    product({ itemId: 'kit', images: ['/e.webp'] }),
  ];

  it('keeps the order of the ids and skips unknown, sold-out and daily-only products', () => {
    expect(pickShown(products, ['kit', 'nope', 'sold-out', 'daily', 'lampe']).map((p) => p.itemId)).toEqual(['kit', 'lampe']);
  });

  it("the lead image is the first image of the first best seller shown, none without one", () => {
    expect(leadImage({ products, bestSeller: ['sold-out', 'daily', 'lampe', 'kit'] })).toBe('/c.webp');
    expect(leadImage({ products, bestSeller: ['sold-out'] })).toBeUndefined();
  });
});
