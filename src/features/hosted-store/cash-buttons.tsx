// The cash buttons (spec 02 §2 "Buy button"): "Souscrire" on a rank, "Offrir" and
// "Acheter" on a points pack. A product without a Tebex package, or priced -1,
// cannot be bought. What a click starts depends on the target (cash-actions).
import type { Product } from '../../api/contract/shop';
import { isBuyable } from '../../domain/visibility';
import { fr } from '../../i18n/fr';

export type CashAction = 'buy' | 'gift' | 'subscribe';
export type CashProduct = Pick<Product, 'category' | 'tebexPackageId' | 'price' | 'itemId'>;

export interface CashActionsProps {
  product: CashProduct;
}

export function CashButtons({ product, onStart }: CashActionsProps & { onStart: (action: CashAction) => void }) {
  const disabled = product.tebexPackageId === undefined || !isBuyable(product);
  const start = (action: CashAction) => (event: { stopPropagation(): void }) => {
    // The card around opens the item on click: a button is not a way into it.
    event.stopPropagation();
    onStart(action);
  };
  if (product.category === 'Grades') {
    return (
      <button type="button" className="button-primary" disabled={disabled} onClick={start('subscribe')}>
        {fr.catalogue.subscribe}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="button-secondary" disabled={disabled} onClick={start('gift')}>
        {fr.catalogue.give}
      </button>
      <button type="button" className="button-primary" disabled={disabled} onClick={start('buy')}>
        {fr.catalogue.buy}
      </button>
    </>
  );
}
