// "Acheter" reads "Pas assez d'Unions" on hover when the balance is below the
// discounted price; a click works only while it reads "Acheter" (spec 02 §2).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { fr } from '../../i18n/fr';
import { discountedPrice } from '../../domain/prices';
import { isBuyable } from '../../domain/visibility';
import { main } from '../../state/main-store';

interface BuyButtonProps {
  /** Priced -1 or below: it cannot be bought, the button is disabled. */
  product: Pick<Product, 'price'>;
  discount?: number;
  onBuy: () => void;
  className?: string;
}

export function BuyButton({ product, discount = 0, onBuy, className = 'button-primary' }: BuyButtonProps) {
  const balance = useSnapshot(main).user?.shopTokens ?? 0;
  const [label, setLabel] = useState<string>(fr.catalogue.buy);
  const short = balance < discountedPrice(product.price, discount);
  return (
    <button
      type="button"
      className={className}
      disabled={!isBuyable(product)}
      onMouseEnter={() => short && setLabel(fr.catalogue.notEnough)}
      onMouseLeave={() => setLabel(fr.catalogue.buy)}
      onClick={(event) => {
        event.stopPropagation();
        if (label === fr.catalogue.buy) onBuy();
      }}
    >
      {label}
    </button>
  );
}
