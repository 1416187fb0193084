// "Acheter" reads "Pas assez d'Unions" on hover when the balance is below the
// discounted price; a click works only while it reads "Acheter" (spec 02 §2). The
// click's own frame only shows the button pressed; what it opens renders in the next
// one, so the click paints at once (a dialog's first render and the page's scroll
// lock cost more than a frame on the game's slow CPUs).
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { fr } from '../../i18n/fr';
import { discountedPrice } from '../../domain/prices';
import { afterNextPaint } from '../../lib/timing';
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
  const user = useSnapshot(main).user;
  const [label, setLabel] = useState<string>(fr.catalogue.buy);
  const [pressed, setPressed] = useState(false);
  const pending = useRef<() => void>(undefined);
  const hovered = useRef(false);
  useEffect(() => () => pending.current?.(), []);
  // A visitor has no balance to be short of: the click asks them to log in (spec 02 §4).
  const short = !!user && (user.shopTokens ?? 0) < discountedPrice(product.price, discount);
  return (
    <button
      type="button"
      className={className}
      disabled={!isBuyable(product)}
      onMouseEnter={() => {
        hovered.current = true;
        if (short) setLabel(fr.catalogue.notEnough);
      }}
      onMouseLeave={() => {
        hovered.current = false;
        setLabel(fr.catalogue.buy);
      }}
      aria-busy={pressed}
      onClick={(event) => {
        event.stopPropagation();
        // It reads "Pas assez d'Unions" exactly while hovered and short: checked on the
        // pointer itself, since a click can come before the hover's update has rendered.
        if ((hovered.current && short) || pressed) return;
        setPressed(true);
        pending.current = afterNextPaint(() => {
          setPressed(false);
          onBuy();
        });
      }}
    >
      {label}
    </button>
  );
}
