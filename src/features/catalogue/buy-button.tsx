// "Acheter" reads "Pas assez d'Unions" on hover when the balance is below the
// discounted price; a click works only while it reads "Acheter" (spec 02 §2). The
// click's own frame only shows the button pressed (ui/press-feedback.ts).
import { useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { texts } from '../../i18n/fr';
import { offerOf } from '../../domain/prices';
import { isBuyable } from '../../domain/visibility';
import { main } from '../../state/main-store';
import { withPressFeedback } from '../../ui/press-feedback';

interface BuyButtonProps {
  /** Priced -1 or below: it cannot be bought, the button is disabled. */
  product: Pick<Product, 'price' | 'sale'>;
  discount?: number;
  onBuy: () => void;
  className?: string;
}

export function BuyButton({ product, discount = 0, onBuy, className = 'button-primary' }: BuyButtonProps) {
  const user = useSnapshot(main).user;
  const [label, setLabel] = useState<string>(texts.catalogue.buy);
  const hovered = useRef(false);
  // A visitor has no balance to be short of: the click asks them to log in (spec 02 §4).
  const short = !!user && (user.shopTokens ?? 0) < offerOf(product, discount).unit;
  const buy = withPressFeedback(onBuy);
  return (
    <button
      type="button"
      className={className}
      disabled={!isBuyable(product)}
      onMouseEnter={() => {
        hovered.current = true;
        if (short) setLabel(texts.catalogue.notEnough);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setLabel(texts.catalogue.buy);
      }}
      onClick={(event) => {
        event.stopPropagation();
        // It reads "Pas assez d'Unions" exactly while hovered and short: checked on the
        // pointer itself, since a click can come before the hover's update has rendered.
        if (!(hovered.current && short)) buy(event);
      }}
    >
      {label}
    </button>
  );
}
