// Item detail overlay (spec 02 §2): gallery, details, stock and per-character
// texts, description and the add control. A loader while the item is
// unknown, then "Une erreur est survenue" after 3 s.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { itemTexts } from '../../i18n/fr-item';
import { shop } from '../../state/shop-store';
import { overlays, setOverlay } from '../../state/overlays';
import { useBrand } from '../../state/identity';
import { Overlay } from '../../ui/overlay';
import { usePainted } from '../../ui/use-painted';
import { OfferPrice, offerPercent } from '../currency/offer-price';
import { Gallery } from './gallery';
import { Lightbox } from './lightbox';
import { ProductActions } from './product-actions';
import { useDesktop } from './use-desktop';
import { categorySlug, findProduct, isBuyable } from '../../domain/visibility';
import type { CategorySlug } from '../../domain/category-slugs';
import styles from './item-overlay.module.css';
import { productDescription, productName } from '../../state/product-words';

export const ITEM_ERROR_DELAY_MS = 3000;

export interface ItemOverlayProps {
  itemId: string;
  onClose: () => void;
  fromDailyShop?: boolean;
}

export function ItemOverlay({ itemId, onClose, fromDailyShop = false }: ItemOverlayProps) {
  const { products } = useSnapshot(shop);
  const product = findProduct(products as typeof shop.products, itemId);
  const desktop = useDesktop();
  const { currencyName } = useBrand();
  const itemLabel = (slug: CategorySlug) => (slug === 'tokens' ? currencyName : itemTexts.labels[slug]);
  const [timedOut, setTimedOut] = useState(false);
  // The opening frame paints the panel with the name and price; the gallery, the
  // description and the controls follow in the next one.
  const painted = usePainted();

  useEffect(() => {
    setTimedOut(false);
    if (product) return;
    const timer = setTimeout(() => setTimedOut(true), ITEM_ERROR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [product, itemId]);

  // Escape and outside presses close the lightbox first.
  const close = () => (overlays.lightbox ? setOverlay('lightbox', false) : onClose());
  const discount = fromDailyShop ? (product?.dailyShopDiscount ?? 0) : 0;
  const percent = product ? offerPercent(product, discount) : 0;

  return (
    <Overlay open onClose={close} label={product ? productName(product) : itemTexts.loading} className={styles.panel}>
      <button type="button" className={styles.close} aria-label={itemTexts.close} onClick={onClose}>
        ×
      </button>
      {!product ? (
        timedOut ? (
          <p role="alert" className="page-message">
            {texts.errors.itemUnknown}
          </p>
        ) : (
          <div className="page-loader" role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{itemTexts.loading}</span>
          </div>
        )
      ) : (
        <div className={styles.layout}>
          {painted ? (
            <Gallery key={product.itemId} images={product.images} name={productName(product)} desktop={desktop} />
          ) : (
            <div className={styles.galleryPlaceholder} />
          )}
          <div className={styles.details}>
            <p className={styles.category}>{itemLabel(categorySlug(product))}</p>
            <h2 className={styles.name}>{productName(product)}</h2>
            <p className={styles.price}>
              {isBuyable(product) ? <OfferPrice product={product} discount={discount} /> : texts.catalogue.notBuyable}
              {percent > 0 && <span className={styles.discount}>{texts.catalogue.discount(percent)}</span>}
            </p>
            <ul className={styles.facts}>
              {typeof product.stocks === 'number' && product.stocks > 1 && <li>{itemTexts.remaining(product.stocks)}</li>}
              {typeof product.stocks === 'number' && <li>{itemTexts.inStock(product.stocks)}</li>}
              {product.characterLimit !== undefined && product.characterLimit > 0 && (
                <li>{itemTexts.perCharacter(product.characterLimit)}</li>
              )}
            </ul>
            {/* HTML the shop's server cleaned (server/services/html-sanitizer.ts); the page's policy runs no script of it. */}
            {painted && <div className={styles.description} dangerouslySetInnerHTML={{ __html: productDescription(product) }} />}
            {painted && product.moneyType === 'tokens' && (
              <div className={styles.bar}>
                <ProductActions product={product} fromDailyShop={fromDailyShop} discount={discount} />
              </div>
            )}
          </div>
          {painted && <Lightbox name={productName(product)} />}
        </div>
      )}
    </Overlay>
  );
}
