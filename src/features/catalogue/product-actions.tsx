// What a card offers by category: the cash buttons for ranks and points packs (Tebex
// packages, the hosted-store flow), else the basket add control and "Acheter" (the
// quick buy).
import type { Product } from '../../api/contract/shop';
import { CashActions } from '../hosted-store/cash-actions';
import { setOverlay } from '../../state/overlays';
import { AddControl } from '../basket/add-control';
import { openQuickBuy } from '../basket/quick-buy';
import { BuyButton } from './buy-button';
import { useLoggedIn } from '../../state/logged-in';

interface ProductActionsProps {
  product: Product;
  fromDailyShop?: boolean;
  discount?: number;
}

export function ProductActions({ product, fromDailyShop = false, discount = 0 }: ProductActionsProps) {
  const loggedIn = useLoggedIn();
  const needLogin = (then: () => void) => () => (loggedIn ? then() : setOverlay('login', true));
  if (product.moneyType === 'cash') return <CashActions product={product} />;
  return (
    <>
      <AddControl product={product} fromDailyShop={fromDailyShop} />
      <BuyButton product={product} discount={discount} onBuy={needLogin(() => openQuickBuy(product, fromDailyShop))} />
    </>
  );
}
