// The single-item purchase dialog (spec 02 §2): the character strip, the product, its
// price, the total and the buy button; the selection resets 50 ms after closing.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { overlays } from '../../state/overlays';
import { shop } from '../../state/shop-store';
import { Dialog } from '../../ui/dialog';
import { closeQuickBuy, quickBuy } from '../basket/quick-buy';
import { CharacterStrip } from '../characters/character-strip';
import { PurchaseLine } from './purchase-line';
import { PurchaseSummary } from './purchase-summary';
import { startPurchaseFlow } from './points-purchase';
import styles from './checkout.module.css';

export function QuickBuyDialog() {
  const open = useSnapshot(overlays).quickBuy;
  const { line } = useSnapshot(quickBuy) as typeof quickBuy;
  const { products } = useSnapshot(shop) as typeof shop;
  const product = line && products.find((p) => p.itemId === line.id);
  useEffect(() => {
    if (open) startPurchaseFlow();
  }, [open]);
  return (
    <Dialog open={open && Boolean(line)} onClose={closeQuickBuy} title={purchaseTexts.quickBuyTitle} className={styles.recap}>
      <CharacterStrip />
      {line && product && (
        <ul className={styles.lines}>
          <PurchaseLine line={line} product={product} stepper={false} />
        </ul>
      )}
      <PurchaseSummary source="quickBuy" />
    </Dialog>
  );
}
