// Lines of a points purchase priced against the catalogue: what the recap shows and
// what the server will debit (it prices each unit the same way).
import type { Product } from '../api/contract/shop';
import { offerOf } from './prices';

export interface PricedLine {
  id: string;
  quantity: number;
  discount: number;
}

/** What one unit of a line costs (its daily discount, or a running sale), as the server will charge it. */
export const lineUnitPrice = (product: Product, line: PricedLine) => offerOf(product, line.discount).unit;

/** Sum of the unit price × quantity; lines whose product is unknown count 0. */
export function linesTotal(lines: readonly PricedLine[], products: readonly Product[]): number {
  return lines.reduce((sum, line) => {
    const product = products.find((p) => p.itemId === line.id);
    return sum + (product ? lineUnitPrice(product, line) * line.quantity : 0);
  }, 0);
}

/** The lines whose product is still in the catalogue. */
export function knownLines<L extends { id: string }>(lines: readonly L[], products: readonly Product[]): L[] {
  return lines.filter((line) => products.some((p) => p.itemId === line.id));
}
