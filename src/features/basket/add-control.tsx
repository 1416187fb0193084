// The card's add control; once added, a quantity stepper "Dans le panier (N)".
// Focus follows the swap (add button ⇄ stepper), so a keyboard never lands on the body;
// it moves once the swap is painted, as focus() lays the page out (30 to 40 ms at 4x).
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { texts } from '../../i18n/fr';
import { shop } from '../../state/shop-store';
import { withPressFeedback } from '../../ui/press-feedback';
import { afterNextPaint } from '../../lib/timing';
import { productNotifications as notices } from './product-notifications';
import { isBuyable } from '../../domain/visibility';
import { addToBasket, canIncrease, maxReached, removeFromBasket, setQuantity } from './basket-actions';
import styles from './add-control.module.css';

interface AddControlProps {
  product: Product;
  fromDailyShop?: boolean;
}

export function AddControl({ product, fromDailyShop = false }: AddControlProps) {
  const { basket } = useSnapshot(shop);
  const productNotifications = useSnapshot(notices).list;
  const line = basket.find((l) => l.id === product.itemId);
  const notice = productNotifications.find((n) => n.id === product.itemId);
  const soldOut = typeof product.stocks === 'number' && product.stocks <= 0;
  const root = useRef<HTMLElement>(null);
  const hadFocus = useRef(false);
  const added = Boolean(line);
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    return afterNextPaint(() => {
      const target = root.current?.matches('button') ? root.current : root.current?.querySelector('button:not([disabled])');
      (target as HTMLElement | null | undefined)?.focus({ preventScroll: true });
    });
  }, [added]);
  /** Remembers, before the swap, that this control held the focus. */
  const keep = () => {
    hadFocus.current = Boolean(root.current?.contains(document.activeElement));
  };

  const add = withPressFeedback(() => addToBasket(product, fromDailyShop));
  if (!line) {
    return (
      <button
        ref={root as RefObject<HTMLButtonElement>}
        type="button"
        className={`button-primary ${styles.add}`}
        disabled={!isBuyable(product) || soldOut}
        onClick={(event) => {
          event.stopPropagation();
          keep();
          add(event);
        }}
      >
        {texts.basket.add}
      </button>
    );
  }
  const removing = notice?.type === 'removed';
  const max = maxReached(line.quantity, product);
  return (
    <div
      ref={root as RefObject<HTMLDivElement>}
      className={`${styles.stepper} ${notice?.type === 'added' ? styles.added : ''}`}
      onClick={(e) => e.stopPropagation()}
    >
      {!line.isFromDailyShop && (
        <button
          type="button"
          className={styles.step}
          aria-label={texts.basket.minus}
          disabled={removing || line.quantity <= 1}
          onClick={withPressFeedback(() => setQuantity(product, line.quantity - 1))}
        >
          −
        </button>
      )}
      <span className={styles.count} role="status">
        {removing ? texts.basket.removing : texts.basket.inBasket(line.quantity)}
        {/* Under the count, inside the stepper's one height. */}
        {max !== null && !removing && <span className={styles.max}>{texts.basket.maxReached(max)}</span>}
      </span>
      {!line.isFromDailyShop && (
        <button
          type="button"
          className={styles.step}
          aria-label={texts.basket.plus}
          disabled={removing || !canIncrease(line.quantity, product)}
          onClick={withPressFeedback(() => setQuantity(product, line.quantity + 1))}
        >
          +
        </button>
      )}
      <button
        type="button"
        className={styles.remove}
        aria-label={texts.basket.remove}
        disabled={removing}
        onClick={() => {
          keep();
          removeFromBasket(product);
        }}
      >
        ×
      </button>
    </div>
  );
}
