// Category pages (spec 01 §2): the grid of a category (4 columns, 3 for vehicles,
// 1 on mobile), the rank comparison on /abonnements, and the item overlay on
// /{category}/{itemId}, which closes back to the category list.
import { memo, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Product } from '../../api/contract/shop';
import { categoryArtPath } from '../../domain/category-art';
import { categoryListPath, type CategorySlug } from '../../domain/category-slugs';
import { PageLoader } from '../../ui/page-loader';
import { useFirstRows } from '../../ui/use-first-rows';
import { texts } from '../../i18n/fr';
import { overlays } from '../../state/overlays';
import { shop } from '../../state/shop-store';
import { categoryTitle, useBrand } from '../../state/identity';
import { resetItemPresentation, showItemPresentation } from './item-presentation';
import { ItemOverlay } from './item-overlay-chunk';
import { ProductActions } from './product-actions';
import { ProductCard } from './product-card';
import { SubscriptionTable } from './subscription-table';
import { useDesktop } from './use-desktop';
import { categoryProducts, productPath } from '../../domain/visibility';
// After the shared modules: imported first, it would split them into a chunk of their own.
import { useAssetUrl } from '../../platform/use-asset-url';
import styles from './category-page.module.css';

interface CategoryPageProps {
  category: CategorySlug;
  itemId: string | null;
}

export default function CategoryPage({ category, itemId }: CategoryPageProps) {
  const { products } = useSnapshot(shop);
  const [, navigate] = useLocation();
  const desktop = useDesktop();
  const assetUrl = useAssetUrl();
  const brand = useBrand();
  const list = useMemo(() => categoryProducts(products as Product[], category), [products, category]);

  // A new category group starts at the top of the page.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [category]);

  useEffect(() => {
    if (!itemId) return;
    showItemPresentation(itemId, true);
    return () => resetItemPresentation();
  }, [itemId]);

  // Closed from elsewhere (a purchase closes the item overlay): back to the list.
  const presented = useSnapshot(overlays).itemPresentation;
  const wasPresented = useRef(false);
  useEffect(() => {
    if (!itemId) wasPresented.current = false;
    else if (presented) wasPresented.current = true;
    else if (wasPresented.current) {
      wasPresented.current = false;
      navigate(categoryListPath(category));
    }
  }, [presented, itemId, category, navigate]);

  return (
    <main className="page">
      <h1 className={styles.title} style={{ backgroundImage: `url(${assetUrl(categoryArtPath(category, 'banner'))})` }}>
        {categoryTitle(category, brand)}
      </h1>
      {category === 'abonnements' && <SubscriptionTable desktop={desktop} />}
      {products.length === 0 ? (
        <PageLoader text={texts.catalogue.loading} />
      ) : list.length === 0 ? (
        <p className="page-message">{texts.catalogue.empty}</p>
      ) : (
        <ProductGrid key={category} list={list} category={category} navigate={navigate} />
      )}
      {itemId && <ItemOverlay itemId={itemId} onClose={() => navigate(categoryListPath(category))} />}
    </main>
  );
}

interface ProductGridProps {
  list: Product[];
  category: CategorySlug;
  navigate: (path: string) => void;
}

/** Two rows of four: what a 1366 × 800 screen shows of a category at once. */
const FIRST_CARDS = 8;

/** Memoized: opening or closing an item changes the route, not the grid. Keyed by category: a new one shows its first rows first. */
const ProductGrid = memo(function ProductGrid({ list, category, navigate }: ProductGridProps) {
  // On the subscriptions page the rank table fills the first screen: the grid comes after it.
  const shown = useFirstRows(list, category === 'abonnements' ? 0 : FIRST_CARDS);
  return (
    <div className={`${styles.grid} ${category === 'vehicules' ? styles.three : category === 'abonnements' ? styles.ranks : ''}`}>
      {shown.map((product, i) => {
        const open = () => navigate(productPath(product));
        return (
          <ProductCard
            key={product.itemId}
            product={product}
            onOpen={open}
            eager={i < 4}
            actions={<ProductActions product={product} />}
          />
        );
      })}
    </div>
  );
});
