// The purchase's generic and shop-tokens errors, together, in red with a warning icon (spec 02 §8).
import { useSnapshot } from 'valtio';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { usePoints } from '../../state/identity';
import { shop } from '../../state/shop-store';
import styles from './checkout.module.css';

export function PurchaseErrors() {
  const { genericError, shopTokensError } = useSnapshot(shop);
  const points = usePoints();
  if (!genericError && !shopTokensError) return null;
  return (
    <div role="alert" className={styles.errors}>
      {genericError && <p className={styles.error}>{genericError}</p>}
      {shopTokensError && (
        <p className={styles.error}>
          {shopTokensError.message}
          {shopTokensError.shopTokensAmount !== null && <> · {purchaseTexts.balance(points(formatTokens(shopTokensError.shopTokensAmount, texts.numbers)))}</>}
        </p>
      )}
    </div>
  );
}
