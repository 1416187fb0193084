// Daily offers (spec 01 §2): logged-in players only (a visitor is sent to /), the
// countdown to Paris midnight, the first offer featured over two rows, and the
// loading, empty and error messages.
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import type { Product } from '../../api/contract/shop';
import { texts } from '../../i18n/fr';
import { shop } from '../../state/shop-store';
import { showItemPresentation } from '../catalogue/item-presentation';
import { PresentedItem } from '../catalogue/presented-item';
import { ProductActions } from '../catalogue/product-actions';
import { ProductCard } from '../catalogue/product-card';
import { useLoggedIn } from '../../state/logged-in';
import { findProduct, inStock } from '../../domain/visibility';
import { Countdown } from './countdown';
import { dailyOffersStatus } from './daily-offers-status';
import styles from './daily-shop-page.module.css';

export default function DailyShopPage() {
  const loggedIn = useLoggedIn();
  const { products, dailyShop } = useSnapshot(shop) as typeof shop;
  // The browsing root's sync fetches the offers, for a logged-in player once the catalogue is there.
  const { pending: isPending, error: isError } = useSnapshot(dailyOffersStatus);
  if (!loggedIn) return <Redirect to="/" replace />;

  const offers = dailyShop.offers
    .map((id) => findProduct(products, id))
    .filter((p): p is Product => !!p && inStock(p));
  let message: string | null = null;
  if (products.length === 0) message = texts.daily.loadingProducts;
  else if (offers.length === 0) message = isError ? texts.daily.error : isPending ? texts.daily.loadingOffers : texts.daily.empty;

  return (
    <main className="page">
      <div className={styles.head}>
        <h1>{texts.daily.title}</h1>
        <Countdown />
      </div>
      {message ? (
        <p className="page-message" role={isError ? 'alert' : 'status'}>
          {message}
        </p>
      ) : (
        <div className={styles.grid} style={{ '--rows': Math.max(1, Math.ceil((offers.length - 1) / 2)) } as CSSProperties}>
          {offers.map((product, i) => {
            const open = () => showItemPresentation(product.itemId, false);
            const discount = product.dailyShopDiscount ?? 0;
            return (
              <ProductCard
                key={product.itemId}
                product={product}
                discount={discount}
                featured={i === 0}
                eager={i < 3}
                onOpen={open}
                actions={<ProductActions product={product} fromDailyShop discount={discount} />}
              />
            );
          })}
        </div>
      )}
      <PresentedItem fromDailyShop />
    </main>
  );
}
