// The player's rank badge in the bar: the image of the rank product sold under that
// name (the admin's, as in the rank table), else the file named for the rank
// (public/images/ranks/<slug>.png), for a rank the catalogue does not sell.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { useAssetUrl } from '../../platform/use-asset-url';
import { main } from '../../state/main-store';
import { shop } from '../../state/shop-store';
import { rankBadgePath } from '../../domain/rank-badge';
import { rankProduct } from '../../domain/current-rank';
import { IMAGE_SLOTS, imageSrcSet } from '../../domain/image-variants';

export function RankBadge({ className }: { className?: string }) {
  const rank = useSnapshot(main).user?.rank;
  const { products } = useSnapshot(shop) as typeof shop;
  const assetUrl = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  const image = rank ? (rankProduct(products, rank)?.images[0] ?? rankBadgePath(rank)) : undefined;
  if (!rank || !image || failed === image) return null;
  return (
    <img
      className={className}
      src={assetUrl(image)}
      srcSet={imageSrcSet(image, 'badge', assetUrl)}
      sizes={IMAGE_SLOTS.badge.sizes}
      alt={texts.browsing.rankBadge(rank)}
      title={rank}
      width={32}
      height={32}
      onError={() => setFailed(image)}
    />
  );
}
