// The item presentation opened without a route (home carousel, daily shop).
import { useSnapshot } from 'valtio';
import { overlays } from '../../state/overlays';
import { presentation, resetItemPresentation } from './item-presentation';
import { ItemOverlay } from './item-overlay-chunk';

export function PresentedItem({ fromDailyShop = false }: { fromDailyShop?: boolean }) {
  const show = useSnapshot(overlays).itemPresentation;
  const { id } = useSnapshot(presentation).itemPresentation;
  if (!show || !id) return null;
  return <ItemOverlay itemId={id} onClose={() => resetItemPresentation()} fromDailyShop={fromDailyShop} />;
}
