// The basket's entry in the bar and the drawer: the number of lines; opens the recap.
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { useLoggedIn } from '../../state/logged-in';
import { setOverlay } from '../../state/overlays';
import { shop } from '../../state/shop-store';
import { withPressFeedback } from '../../ui/press-feedback';
import styles from './checkout.module.css';

export function BasketButton({ className = '' }: { className?: string }) {
  const count = useSnapshot(shop).basket.length;
  if (!useLoggedIn()) return null;
  return (
    <button type="button" className={`${styles.basket} ${className}`} aria-label={texts.basket.buttonLabel(count)} onClick={withPressFeedback(() => setOverlay('transactionRecap', true))}>
      <span aria-hidden="true">{texts.basket.button}</span>
      <span className={styles.count} aria-hidden="true">
        {count}
      </span>
    </button>
  );
}
