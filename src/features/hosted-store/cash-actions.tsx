// On the web a cash button starts the hosted-store flow for the product's package.
// The flow's code (Tebex's basket and its schemas, about 5 KB gzip) loads on the
// first such click, not with every page that shows a cash price.
import { CashButtons, type CashActionsProps } from './cash-buttons';
import { useFlowContext } from './flow-context';

const cashPurchase = () => import('./cash-purchase');

export function CashActions({ product }: CashActionsProps) {
  const context = useFlowContext();
  return (
    <CashButtons
      product={product}
      onStart={(action) =>
        cashPurchase()
          .then(({ cashDeps, startCashPurchase }) => startCashPurchase(cashDeps(context), product, action))
          .catch((error: unknown) => console.error('[hosted-store] purchase failed to start', error))
      }
    />
  );
}
