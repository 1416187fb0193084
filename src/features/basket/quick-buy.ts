// The quick-buy selection (spec 02 §2 "Single-item purchase dialog"): one product,
// quantity 1, bought on its own without touching the basket.
import { proxy } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { overlays, setOverlay } from '../../state/overlays';
import type { BasketLine } from '../../state/shop-store';

/** Closing resets the selection this long after (the dialog fades out first). */
export const QUICK_BUY_RESET_MS = 50;

export const quickBuy = proxy({ line: null as BasketLine | null });

/** The daily discount applies when bought from the daily shop. */
export function openQuickBuy(product: Product, fromDailyShop: boolean) {
  quickBuy.line = {
    id: product.itemId,
    quantity: 1,
    isFromDailyShop: fromDailyShop,
    discount: fromDailyShop ? (product.dailyShopDiscount ?? 0) : 0,
    itemError: null,
  };
  setOverlay('quickBuy', true);
}

export function closeQuickBuy() {
  setOverlay('quickBuy', false);
  setTimeout(() => {
    if (!overlays.quickBuy) quickBuy.line = null;
  }, QUICK_BUY_RESET_MS);
}
