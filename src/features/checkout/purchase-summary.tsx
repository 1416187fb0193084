// The foot of a points purchase: total, balance left after it, errors, and the buy
// button (one purchase per flow, a loader while it runs).
import { useQueryClient } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useHttp } from '../../api/http-context';
import { linesTotal } from '../../domain/purchase-lines';
import { purchaseTexts } from '../../i18n/fr-purchase';
import { formatTokens } from '../../domain/token-amount';
import { texts } from '../../i18n/fr';
import { usePoints } from '../../state/identity';
import { main } from '../../state/main-store';
import { shop } from '../../state/shop-store';
import { quickBuy } from '../basket/quick-buy';
import { buyWithPoints, purchase, purchaseBusy } from './points-purchase';
import { PurchaseErrors } from './purchase-errors';
import styles from './checkout.module.css';

/** What a purchase buys: the whole basket, or the quick-buy line. */
const SOURCES = {
  basket: {
    lines: () => shop.basket,
    /** Bought lines leave the basket. */
    onBought: (ids: string[]) => (shop.basket = shop.basket.filter((line) => !ids.includes(line.id))),
  },
  quickBuy: { lines: () => (quickBuy.line ? [quickBuy.line] : []), onBought: () => {} },
};

export function PurchaseSummary({ source }: { source: keyof typeof SOURCES }) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { products, basket } = useSnapshot(shop) as typeof shop;
  const { line } = useSnapshot(quickBuy) as typeof quickBuy;
  const balance = useSnapshot(main).user?.shopTokens ?? 0;
  const points = usePoints();
  const busy = purchaseBusy(useSnapshot(purchase));
  const current = source === 'basket' ? basket : line ? [line] : [];
  const total = linesTotal(current, products);
  const buy = () => {
    const lines = SOURCES[source].lines();
    const ids = lines.map((l) => l.id);
    void buyWithPoints({ http, queryClient, lines, onBought: () => SOURCES[source].onBought(ids) });
  };
  return (
    <div className={styles.summary}>
      <dl className={styles.totals}>
        <dt>{purchaseTexts.total}</dt>
        <dd>{points(formatTokens(total, texts.numbers))}</dd>
        <dt>{purchaseTexts.balanceAfter}</dt>
        <dd className={balance < total ? styles.short : ''}>{points(formatTokens(balance - total, texts.numbers))}</dd>
      </dl>
      <PurchaseErrors />
      <button
        type="button"
        className="button-primary"
        disabled={busy || current.length === 0}
        aria-busy={busy}
        onClick={buy}
      >
        {busy ? purchaseTexts.buying : purchaseTexts.buy}
      </button>
    </div>
  );
}
