// A points product's price as the server will charge it (domain offerOf): with a daily
// discount or a sale, the old price struck through, the new one, and a sale's time left.
import type { Product } from '../../api/contract/shop';
import { offerOf } from '../../domain/prices';
import { salesTexts } from '../../i18n/fr-sales';
import { useMinute } from '../../ui/use-minute';
import { usePrice } from './use-price';
import styles from './offer-price.module.css';

/** The percent off a product shows (0: none): the daily discount or its sale's, whichever applies. */
export const offerPercent = (product: Product, dailyDiscount = 0) => (product.moneyType === 'tokens' ? offerOf(product, dailyDiscount).percent : 0);

export function OfferPrice({ product, discount = 0 }: { product: Product; discount?: number }) {
  const price = usePrice();
  const offer = offerOf(product, discount);
  if (product.moneyType !== 'tokens' || offer.percent === 0) return <span>{price(product)}</span>;
  return (
    <>
      <s className={styles.old}>
        <span className="visually-hidden">{salesTexts.oldPrice}</span>
        {price(product)}
      </s>
      <span>
        <span className="visually-hidden">{salesTexts.newPrice}</span>
        {price({ ...product, price: offer.unit })}
      </span>
      {offer.sale && <TimeLeft endsAt={offer.sale.endsAt} />}
    </>
  );
}

/** "Fin dans 2 j 4 h", to the minute started (never "0 min" before the end). */
function TimeLeft({ endsAt }: { endsAt: string }) {
  const minutes = Math.max(1, Math.ceil((Date.parse(endsAt) - useMinute()) / 60_000));
  return (
    <time className={styles.left} dateTime={endsAt} suppressHydrationWarning>
      {salesTexts.endsIn(Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60), minutes % 60)}
    </time>
  );
}
