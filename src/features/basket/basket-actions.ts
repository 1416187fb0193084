// Own-catalogue basket line actions (spec 02 §4 "Own-catalogue basket").
import type { Product } from '../../api/contract/shop';
import { texts } from '../../i18n/fr';
import { main } from '../../state/main-store';
import { shop } from '../../state/shop-store';
import { setOverlay } from '../../state/overlays';
import { addProductNotification, removeProductNotification } from './product-notifications';
import { showToast } from '../../ui/toast';
import { isLoggedIn } from '../../state/logged-in';
import { isBuyable } from '../../domain/visibility';
import { productName } from '../../state/product-words';

export const ADDED_NOTICE_MS = 1000;
export const REMOVAL_DELAY_MS = 500;

type Stocked = Pick<Product, 'stocks' | 'characterLimit'>;

function lineOf(id: string) {
  return shop.basket.find((line) => line.id === id);
}

/** Adds with quantity 1 (and the daily discount); an anonymous visitor is asked to log in. */
export function addToBasket(product: Product, fromDailyShop = false) {
  if (!isLoggedIn(main.user)) {
    setOverlay('login', true);
    return;
  }
  if (lineOf(product.itemId) || !isBuyable(product)) return;
  const { stocks } = product;
  if (stocks !== undefined && stocks !== null && stocks <= 0) return;
  shop.basket.push({
    id: product.itemId,
    quantity: 1,
    isFromDailyShop: fromDailyShop,
    discount: fromDailyShop ? (product.dailyShopDiscount ?? 0) : 0,
    itemError: null,
  });
  addProductNotification({ id: product.itemId, type: 'added' });
  setTimeout(() => removeProductNotification(product.itemId), ADDED_NOTICE_MS);
  showToast(`${texts.basket.added} ${productName(product)}`, 'success');
}

/** The plus is blocked at or above the per-character limit. */
export function canIncrease(quantity: number, product: Stocked): boolean {
  if (product.characterLimit && product.characterLimit > 0 && quantity >= product.characterLimit) return false;
  return typeof product.stocks !== 'number' || quantity < product.stocks;
}

/** At least 1; non-daily lines up to the stock (clamped, error cleared); daily lines never change. */
export function setQuantity(product: Product, quantity: number) {
  const line = lineOf(product.itemId);
  if (!line || line.isFromDailyShop) return;
  let next = Math.max(1, Math.floor(quantity));
  if (next > line.quantity && !canIncrease(next - 1, product)) return;
  if (typeof product.stocks === 'number' && next > product.stocks) {
    next = Math.max(1, product.stocks);
    line.itemError = null;
  }
  line.quantity = next;
}

/** A removal notice, then the line goes 500 ms later. */
export function removeFromBasket(product: Product) {
  const id = product.itemId;
  if (!lineOf(id)) return;
  removeProductNotification(id);
  addProductNotification({ id, type: 'removed' });
  showToast(`${texts.basket.removed} ${productName(product)}`, 'neutral');
  setTimeout(() => {
    shop.basket = shop.basket.filter((line) => line.id !== id);
    removeProductNotification(id);
  }, REMOVAL_DELAY_MS);
}

/** "Maximum atteint (n)" shows when the quantity equals the stock. */
export function maxReached(quantity: number, product: Stocked): number | null {
  return typeof product.stocks === 'number' && quantity === product.stocks ? product.stocks : null;
}
