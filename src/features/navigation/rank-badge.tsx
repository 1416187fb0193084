// The rank's badge image, loaded by rank name (public/images/ranks/<slug>.png).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { useAssetUrl } from '../../platform/asset-url';
import { main } from '../../state/main-store';
import { rankBadgePath } from '../../domain/rank-badge';

export function RankBadge({ className }: { className?: string }) {
  const rank = useSnapshot(main).user?.rank;
  const assetUrl = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  if (!rank || failed === rank) return null;
  return (
    <img
      className={className}
      src={assetUrl(rankBadgePath(rank))}
      alt={texts.browsing.rankBadge(rank)}
      title={rank}
      width={32}
      height={32}
      onError={() => setFailed(rank)}
    />
  );
}
