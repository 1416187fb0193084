import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { discountedPrice } from '../../domain/prices';
import { DEFAULT_CURRENCY, formatCash } from '../../lib/money';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { main } from '../../state/main-store';
import { usePoints } from '../../state/identity';

/** A product's price as shown: the shop's points, or cash converted to the display currency. */
export function usePrice(): (product: Pick<Product, 'price' | 'moneyType'>, discountPercent?: number) => string {
  const { currency, rates } = useSnapshot(main);
  const points = usePoints();
  return (product, discountPercent = 0) => {
    const price = discountedPrice(product.price, discountPercent);
    return product.moneyType === 'cash' ? formatCash(price, currency, rates, texts.numbers.decimal) : points(formatTokens(price, texts.numbers));
  };
}

/** A price the payment provider gave: a euro amount follows the display currency, another stays as given. */
export function useProviderPrice(): (amount: number, providerCurrency: string) => string {
  const { currency, rates } = useSnapshot(main);
  return (amount, providerCurrency) =>
    providerCurrency === DEFAULT_CURRENCY
      ? formatCash(amount, currency, rates, texts.numbers.decimal)
      : formatCash(amount, providerCurrency, { [providerCurrency]: 1 }, texts.numbers.decimal);
}
