// The rank's badge image, loaded by rank name (public/images/ranks/<slug>.svg).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { fr } from '../../i18n/fr';
import { assetUrl } from '../../lib/asset-url';
import { useConfig } from '../../platform/platform-context';
import { main } from '../../state/main-store';

/** "VIP Silver" → "vip-silver", "Émeraude" → "emeraude". */
export function rankSlug(rank: string): string {
  return rank
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function RankBadge({ className }: { className?: string }) {
  const rank = useSnapshot(main).user?.rank;
  const config = useConfig();
  const [failed, setFailed] = useState<string | null>(null);
  if (!rank || failed === rank) return null;
  return (
    <img
      className={className}
      src={assetUrl(`/images/ranks/${rankSlug(rank)}.svg`, config)}
      alt={fr.browsing.rankBadge(rank)}
      title={rank}
      width={32}
      height={32}
      onError={() => setFailed(rank)}
    />
  );
}
