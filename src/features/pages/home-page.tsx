// Home (spec 01 §1): best sellers, the shop's introduction with the community chat
// link, the category tiles, the month's goal while one is set, the payment logos and,
// for a logged-in player, a suggestion.
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { Product } from '../../api/contract/shop';
import { homeTexts } from '../../i18n/fr-home';
import { useAssetUrl } from '../../platform/use-asset-url';
import { useConfig, usePlatform } from '../../platform/platform-context';
import { shop } from '../../state/shop-store';
import { PresentedItem } from '../catalogue/presented-item';
import { ProductActions } from '../catalogue/product-actions';
import { ProductImage } from '../catalogue/product-image';
import { useLoggedIn } from '../../state/logged-in';
import { useBrand } from '../../state/identity';
import { pickShown, productPath } from '../../domain/visibility';
import { OfferPrice } from '../currency/offer-price';
import { BestSellersCarousel } from './best-sellers-carousel';
import { GoalProgress } from './goal-progress';
import { PAYMENT_LOGOS, PAYMENT_LOGO_NAMES, paymentLogoPath } from '../../domain/payment-logos';
import { categoryArtPath } from '../../domain/category-art';
import styles from './home-page.module.css';
import { productName } from '../../state/product-words';
import { useRestAfterPaint } from '../../ui/use-first-rows';

/** The category tiles, in order; their art is in public/images/categories/. */
const TILES = Object.keys(homeTexts.tiles) as (keyof typeof homeTexts.tiles)[];

export default function HomePage() {
  const { products, bestSeller, shouldInterest } = useSnapshot(shop) as typeof shop;
  const { openExternal } = usePlatform();
  const config = useConfig();
  const assetUrl = useAssetUrl();
  const loggedIn = useLoggedIn();
  const { shopName, currencyName } = useBrand();
  const suggestion = loggedIn ? pickShown(products, shouldInterest)[0] : undefined;
  // The first screen is the best sellers: in game, a first start painted 125 ms sooner
  // without the rest, a start with the stored catalogue 61 ms (Chromium 103 at 4x, 10 interleaved runs).
  const below = useRestAfterPaint();

  return (
    <main className="page">
      <h1 className="visually-hidden">{homeTexts.title(shopName)}</h1>
      <BestSellersCarousel products={pickShown(products, bestSeller)} />
      {below && (
        <>
          <section className={styles.intro}>
            <h2>{homeTexts.introTitle}</h2>
            <p>{homeTexts.intro(shopName, currencyName)}</p>
            <a
              href={config.communityChatUrl}
              className="button-primary"
              onClick={(event) => {
                event.preventDefault();
                openExternal(config.communityChatUrl);
              }}
            >
              {homeTexts.chatLink}
            </a>
          </section>
          <nav aria-label={homeTexts.categories} className={styles.tiles}>
            {TILES.map((category) => (
              <Link key={category} href={`/${category}`} className={styles.tile}>
                <img className={styles.art} src={assetUrl(categoryArtPath(category, 'tile'))} alt="" width={480} height={288} loading="lazy" />
                <span>{homeTexts.tiles[category]}</span>
              </Link>
            ))}
          </nav>
          <GoalProgress />
          {suggestion && <Suggestion product={suggestion} />}
          <section className={styles.payments} aria-label={homeTexts.payments}>
            {PAYMENT_LOGOS.map((name) => (
              <img key={name} src={assetUrl(paymentLogoPath(name))} alt={PAYMENT_LOGO_NAMES[name]} width={96} height={38} loading="lazy" />
            ))}
          </section>
        </>
      )}
      <PresentedItem />
    </main>
  );
}

function Suggestion({ product }: { product: Product }) {
  const [, navigate] = useLocation();
  const open = () => navigate(productPath(product));
  return (
    <section className={styles.suggestion}>
      <ProductImage src={product.images[0]} name={productName(product)} alt="" className={styles.suggestionImage} slot="presentation" />
      <div className={styles.suggestionText}>
        <h2>{homeTexts.suggestion}</h2>
        <p className={styles.suggestionName}>{productName(product)}</p>
        <p className={styles.suggestionPrice}>
          <OfferPrice product={product} />
        </p>
        <div className={styles.suggestionActions}>
          <button type="button" className="button-secondary" onClick={open}>
            {homeTexts.viewProduct}
          </button>
          <ProductActions product={product} />
        </div>
      </div>
    </section>
  );
}
