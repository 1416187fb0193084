// One line of a points purchase: image, name, unit price (with the daily discount or a
// sale, as on the cards), the basket stepper, and the line's error.
import type { Product } from '../../api/contract/shop';
import type { BasketLine } from '../../state/shop-store';
import { AddControl } from '../basket/add-control';
import { ProductImage } from '../catalogue/product-image';
import { OfferPrice, offerPercent } from '../currency/offer-price';
import { texts } from '../../i18n/fr';
import styles from './checkout.module.css';
import { productName } from '../../state/product-words';

interface PurchaseLineProps {
  line: BasketLine;
  product: Product;
  /** The basket's stepper; a quick buy is quantity 1. */
  stepper: boolean;
}

export function PurchaseLine({ line, product, stepper }: PurchaseLineProps) {
  const percent = offerPercent(product, line.discount);
  return (
    <li className={styles.line}>
      <ProductImage src={product.images[0]} name={productName(product)} alt="" className={styles.thumb} />
      <div className={styles.info}>
        <p className={styles.name}>{productName(product)}</p>
        <p className={styles.price}>
          <OfferPrice product={product} discount={line.discount} />
          {percent > 0 && <span className={styles.discount}>{texts.catalogue.discount(percent)}</span>}
        </p>
        {line.itemError && <p className={styles.error}>{line.itemError.message}</p>}
      </div>
      {stepper && (
        <div className={styles.stepper}>
          <AddControl product={product} fromDailyShop={line.isFromDailyShop} />
        </div>
      )}
    </li>
  );
}
