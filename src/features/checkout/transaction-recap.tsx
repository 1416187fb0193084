// The basket's "transaction recap" (spec 02 §2, §4): the character strip, one row per
// line, the error view, the total and the balance left, and the buy button.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { knownLines } from '../../domain/purchase-lines';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { overlays, setOverlay } from '../../state/overlays';
import { shop } from '../../state/shop-store';
import { Dialog } from '../../ui/dialog';
import { CharacterStrip } from '../characters/character-strip';
import { PurchaseLine } from './purchase-line';
import { PurchaseSummary } from './purchase-summary';
import { startPurchaseFlow } from './points-purchase';
import styles from './checkout.module.css';
import { nameInCatalogue } from '../../state/product-words';

export function TransactionRecap() {
  const open = useSnapshot(overlays).transactionRecap;
  const { basket, products } = useSnapshot(shop) as typeof shop;
  useEffect(() => {
    if (!open) return;
    startPurchaseFlow();
    // Lines whose product left the catalogue go when the recap opens (the stored
    // basket is rewritten only then).
    const known = knownLines(shop.basket, shop.products);
    if (known.length !== shop.basket.length) shop.basket = known;
  }, [open]);
  const errored = basket.filter((line) => line.itemError);
  return (
    <Dialog open={open} onClose={() => setOverlay('transactionRecap', false)} title={purchaseTexts.recapTitle} className={styles.recap}>
      <CharacterStrip />
      {basket.length === 0 ? (
        <p className={styles.empty}>{purchaseTexts.empty}</p>
      ) : (
        <ul className={styles.lines}>
          {basket.map((line) => {
            const product = products.find((p) => p.itemId === line.id);
            return product && <PurchaseLine key={line.id} line={line} product={product} stepper />;
          })}
        </ul>
      )}
      {errored.length > 0 && (
        <section className={styles.errorView} aria-label={purchaseTexts.errorsTitle}>
          <h3>{purchaseTexts.errorsTitle}</h3>
          <ul>
            {errored.map((line) => (
              <li key={line.id} className={styles.error}>
                {nameInCatalogue(products, line.id)} : {line.itemError?.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button-secondary" onClick={() => (shop.basket = shop.basket.filter((line) => !line.itemError))}>
            {purchaseTexts.removeErrors}
          </button>
        </section>
      )}
      <PurchaseSummary source="basket" />
    </Dialog>
  );
}
