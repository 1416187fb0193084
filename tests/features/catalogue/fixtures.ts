import type { Product } from '../../../src/api/contract/shop';
import type { Account } from '../../../src/api/contract/account';
import { main, mainDefaults } from '../../../src/state/main-store';
import { catalogueRef, shop, shopDefaults } from '../../../src/state/shop-store';
import { ui, uiDefaults } from '../../../src/state/ui-store';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    itemId: 'kit', label: 'kit', name: 'Kit de réparation', category: 'item', price: 250, moneyType: 'tokens',
    description: '<p>Répare.</p>', images: ['/images/products/kit-1.svg'], index: 0, stocks: null, ...overrides,
  };
}

export const DEMO: Account = {
  id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: null,
};

export function resetStores({ user = null as Account | null, products = [] as Product[] } = {}) {
  Object.assign(main, mainDefaults(), { user });
  Object.assign(shop, shopDefaults(), { products: catalogueRef(products) });
  Object.assign(ui, uiDefaults());
}
