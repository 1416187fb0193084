// A product card (spec 01 §2 "Product cards and grids"): image or fallback badge,
// name, stock, per-character and discount badges, price (a sale's struck through, with
// its time left) and the category's actions.
import type { ReactNode } from 'react';
import type { Product } from '../../api/contract/shop';
import { texts } from '../../i18n/fr';
import { OfferPrice, offerPercent } from '../currency/offer-price';
import { ProductImage } from './product-image';
import { withPressFeedback } from '../../ui/press-feedback';
import { isBuyable } from '../../domain/visibility';
import styles from './product-card.module.css';
import { productName } from '../../state/product-words';

interface ProductCardProps {
  product: Product;
  onOpen: () => void;
  /** Daily-shop discount in percent (a larger sale wins over it). */
  discount?: number;
  featured?: boolean;
  eager?: boolean;
  actions: ReactNode;
}

export function ProductCard({ product, onOpen, discount = 0, featured = false, eager = false, actions }: ProductCardProps) {
  const { stocks, characterLimit } = product;
  const percent = offerPercent(product, discount);
  return (
    <article className={`${styles.card} ${featured ? styles.featured : ''}`} data-item-id={product.itemId}>
      <button type="button" className={styles.open} onClick={withPressFeedback(onOpen)}>
        <ProductImage src={product.images[0]} name={productName(product)} alt="" className={styles.image} eager={eager} />
        <span className={styles.badges}>
          {typeof stocks === 'number' && <span className={styles.badge}>{texts.catalogue.inStock(stocks)}</span>}
          {characterLimit !== undefined && characterLimit > 0 && (
            <span className={styles.badge}>{texts.catalogue.perCharacter(characterLimit)}</span>
          )}
          {percent > 0 && <span className={`${styles.badge} ${styles.discount}`}>{texts.catalogue.discount(percent)}</span>}
        </span>
        <span className={styles.name}>{productName(product)}</span>
      </button>
      <p className={styles.price}>
        {isBuyable(product) ? <OfferPrice product={product} discount={discount} /> : texts.catalogue.notBuyable}
      </p>
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
