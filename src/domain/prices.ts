// Prices both sides agree on (spec 01 §6, spec 02 "Price and stock rules").

/** The displayed price with a discount of d percent: price − price × d / 100. */
export function discountedPrice(price: number, discountPercent = 0): number {
  return price - (price * discountPercent) / 100;
}

/** What one unit costs in H-Points: the discounted price, rounded to a whole point (the server debits this). */
export function chargedUnitPrice(price: number, discountPercent = 0): number {
  return Math.round(discountedPrice(price, discountPercent));
}
