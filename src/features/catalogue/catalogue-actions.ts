// Writes the catalogue into the shop store (kept there so the next start shows it at once).
import type { ShopVerAnswer } from '../../api/contract/shop';
import { shop } from '../../state/shop-store';

/** Replaces the catalogue when the server's version differs from ours. */
export function applyShopVersion(answer: ShopVerAnswer) {
  if (answer.shopVer === shop.shopVer || !answer.shopData) return;
  const { products, bestSeller, shouldInterest } = answer.shopData;
  shop.shopVer = answer.shopVer;
  shop.products = products;
  shop.bestSeller = bestSeller;
  shop.shouldInterest = shouldInterest;
}
