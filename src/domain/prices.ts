// Prices both sides agree on (spec 01 §6, spec 02 "Price and stock rules"; CONTRACT
// "Campaigns and figures" for sales).

/** The displayed price with a discount of d percent: price − price × d / 100. */
export function discountedPrice(price: number, discountPercent = 0): number {
  return price - (price * discountPercent) / 100;
}

/** What one unit costs in H-Points: the discounted price, rounded to a whole point (the server debits this). */
export function chargedUnitPrice(price: number, discountPercent = 0): number {
  return Math.round(discountedPrice(price, discountPercent));
}

/** A running sale as the catalogue carries it on a product: its percent off and its end (ISO). */
export interface Sale {
  percent: number;
  endsAt: string;
}

/** What one unit costs and why: the percent shown, and the sale when it is the one that applies. */
export interface Offer {
  unit: number;
  percent: number;
  sale: Sale | null;
}

/**
 * The one price rule of a points product, for the shop's display and the server's debit:
 * a daily discount and a sale never stack, the lower price applies; a sale's price is
 * rounded down to a whole point.
 */
export function offerOf(product: { price: number; sale?: Sale | undefined }, dailyDiscount = 0): Offer {
  const daily = chargedUnitPrice(product.price, dailyDiscount);
  const { sale } = product;
  const onSale = sale ? Math.floor((product.price * (100 - sale.percent)) / 100) : Infinity;
  return sale && onSale <= daily ? { unit: onSale, percent: sale.percent, sale } : { unit: daily, percent: dailyDiscount, sale: null };
}
