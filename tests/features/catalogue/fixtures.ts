import type { Product } from '../../../src/api/contract/shop';
import type { Account } from '../../../src/api/contract/account';

export function product(overrides: Partial<Product> = {}): Product {
  return {
    itemId: 'kit', label: 'kit', name: 'Kit de réparation', category: 'item', price: 250, moneyType: 'tokens',
    description: '<p>Répare.</p>', images: ['/images/products/kit-1.svg'], index: 0, stocks: null, ...overrides,
  };
}

export const DEMO: Account = {
  id: '1', username: 'demo', avatarUrl: null, rank: 'Gold', shopTokens: 12500, group: null, discordId: null,
};
