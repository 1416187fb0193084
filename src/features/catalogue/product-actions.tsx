// What a card offers by category: "Souscrire" for ranks, "Offrir" / "Acheter" for
// points, else the basket add control and "Acheter" (the quick buy). Ranks and points
// are Tebex packages: their checkout belongs to the hosted-store flow, so here they
// open the item presentation.
import type { Product } from '../../api/contract/shop';
import { fr } from '../../i18n/fr';
import { setOverlay } from '../../state/overlays';
import { AddControl } from '../basket/add-control';
import { openQuickBuy } from '../basket/quick-buy';
import { BuyButton } from './buy-button';
import { useLoggedIn } from '../../state/logged-in';

interface ProductActionsProps {
  product: Product;
  onOpen: () => void;
  fromDailyShop?: boolean;
  discount?: number;
}

export function ProductActions({ product, onOpen, fromDailyShop = false, discount = 0 }: ProductActionsProps) {
  const loggedIn = useLoggedIn();
  const needLogin = (then: () => void) => () => (loggedIn ? then() : setOverlay('login', true));
  if (product.category === 'Grades') {
    return (
      <button type="button" className="button-primary" onClick={onOpen}>
        {fr.catalogue.subscribe}
      </button>
    );
  }
  if (product.category === 'Points boutique') {
    return (
      <>
        <button type="button" className="button-secondary" onClick={needLogin(onOpen)}>
          {fr.catalogue.give}
        </button>
        <BuyButton product={product} discount={discount} onBuy={needLogin(onOpen)} />
      </>
    );
  }
  return (
    <>
      <AddControl product={product} fromDailyShop={fromDailyShop} />
      <BuyButton product={product} discount={discount} onBuy={needLogin(() => openQuickBuy(product, fromDailyShop))} />
    </>
  );
}
