// The cash buttons (spec 02 §2 "Buy button"): "Souscrire" on a rank ("Votre abonnement"
// instead on the rank the player holds), "Offrir" and "Acheter" on a points pack. A
// product without a Tebex package, or priced -1, cannot be bought. What a click starts
// depends on the target (cash-actions).
import { useSnapshot } from 'valtio';
import type { Product } from '../../api/contract/shop';
import { currentRank, isSameRank } from '../../domain/current-rank';
import { isBuyable } from '../../domain/visibility';
import { texts } from '../../i18n/fr';
import { subscriptionsTexts } from '../../i18n/fr-subscriptions';
import { main } from '../../state/main-store';
import styles from './cash-buttons.module.css';

export type CashAction = 'buy' | 'gift' | 'subscribe';
export type CashProduct = Pick<Product, 'category' | 'tebexPackageId' | 'price' | 'itemId' | 'name'>;

export interface CashActionsProps {
  product: CashProduct;
}

export function CashButtons({ product, onStart }: CashActionsProps & { onStart: (action: CashAction) => void }) {
  const held = currentRank(useSnapshot(main).user);
  const disabled = product.tebexPackageId === undefined || !isBuyable(product);
  const start = (action: CashAction) => (event: { stopPropagation(): void }) => {
    // The card around opens the item on click: a button is not a way into it.
    event.stopPropagation();
    onStart(action);
  };
  if (product.category === 'Grades') {
    if (isSameRank(held, product.name)) return <span className={styles.current}>{subscriptionsTexts.current}</span>;
    return (
      <button type="button" className="button-primary" disabled={disabled} onClick={start('subscribe')}>
        {texts.catalogue.subscribe}
      </button>
    );
  }
  return (
    <>
      <button type="button" className="button-secondary" disabled={disabled} onClick={start('gift')}>
        {texts.catalogue.give}
      </button>
      <button type="button" className="button-primary" disabled={disabled} onClick={start('buy')}>
        {texts.catalogue.buy}
      </button>
    </>
  );
}
