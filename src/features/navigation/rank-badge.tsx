// The rank's badge image, loaded by rank name (public/images/ranks/<slug>.png).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { fr } from '../../i18n/fr';
import { assetUrl } from '../../lib/asset-url';
import { useConfig } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { rankBadgePath } from './rank-slug';

export function RankBadge({ className }: { className?: string }) {
  const rank = useSnapshot(main).user?.rank;
  const config = useConfig();
  const [failed, setFailed] = useState<string | null>(null);
  if (!rank || failed === rank) return null;
  return (
    <img
      className={className}
      src={assetUrl(rankBadgePath(rank), config)}
      alt={fr.browsing.rankBadge(rank)}
      title={rank}
      width={32}
      height={32}
      onError={() => setFailed(rank)}
    />
  );
}
