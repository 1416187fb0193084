// The three purchase dialogs (quick buy, transaction recap, purchase success), one
// chunk on the website: a player's first page shows none of them.
import { PurchaseSuccessDialog } from './purchase-success-dialog';
import { QuickBuyDialog } from './quick-buy-dialog';
import { TransactionRecap } from './transaction-recap';

export default function PurchaseDialogs() {
  return (
    <>
      <TransactionRecap />
      <QuickBuyDialog />
      <PurchaseSuccessDialog />
    </>
  );
}
