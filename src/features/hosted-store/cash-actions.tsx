// On the web a cash button starts the hosted-store flow for the product's package.
import { CashButtons, type CashActionsProps } from './cash-buttons';
import { startCashPurchase } from './cash-purchase';
import { useCashDeps } from './use-cash-deps';

export function CashActions({ product }: CashActionsProps) {
  const deps = useCashDeps();
  return (
    <CashButtons
      product={product}
      onStart={(action) => startCashPurchase(deps, product, action).catch((error: unknown) => console.error('[hosted-store] purchase failed to start', error))}
    />
  );
}
