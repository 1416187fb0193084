// On the web a cash button starts the hosted-store flow for the product's package.
// The flow's code (Tebex's basket, about 5 KB gzip) loads on the first such click,
// not with every page that shows a cash price.
import { CashButtons, type CashActionsProps } from './cash-buttons';
import { useCashDeps } from './use-cash-deps';

const cashPurchase = () => import('./cash-purchase');

export function CashActions({ product }: CashActionsProps) {
  const deps = useCashDeps();
  return (
    <CashButtons
      product={product}
      onStart={(action) =>
        cashPurchase()
          .then(({ startCashPurchase }) => startCashPurchase(deps, product, action))
          .catch((error: unknown) => console.error('[hosted-store] purchase failed to start', error))
      }
    />
  );
}
