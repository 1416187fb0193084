// Writes the catalogue into the shop store (kept there so the next start shows it at once).
import { endpoints } from '../../api/contract/endpoints';
import type { ShopData, ShopVerAnswer } from '../../api/contract/shop';
import { ref } from 'valtio';
import { catalogueRef, shop } from '../../state/shop-store';

/** Replaces the catalogue when the server's version differs from ours. */
export function applyShopVersion(answer: ShopVerAnswer) {
  if (answer.shopVer === shop.shopVer || !answer.shopData) return;
  shop.shopVer = answer.shopVer;
  if (answer.identity) shop.identity = ref(answer.identity);
  applyShopData(answer.shopData);
}

/** Replaces the catalogue's products and lists (a purchase answers with them). */
export function applyShopData({ products, bestSeller, shouldInterest }: ShopData) {
  shop.products = catalogueRef(products);
  shop.bestSeller = bestSeller;
  shop.shouldInterest = shouldInterest;
}

/** A catalogue the page came with (the web server inlines it): applied when valid. */
export function applyInlineCatalogue(raw: unknown) {
  const parsed = endpoints.shopVer.answer.safeParse(raw);
  if (parsed.success) applyShopVersion(parsed.data);
  else console.warn('[catalogue] the inline catalogue is invalid; /api/shopVer will answer', parsed.error);
}
