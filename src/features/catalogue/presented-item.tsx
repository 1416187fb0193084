// The item presentation opened without a route (home carousel, daily shop).
import { useSnapshot } from 'valtio';
import { resetItemPresentation, ui } from '../../state/ui-store';
import { ItemOverlay } from './item-overlay-chunk';

export function PresentedItem({ fromDailyShop = false }: { fromDailyShop?: boolean }) {
  const { show, id } = useSnapshot(ui).itemPresentation;
  if (!show || !id) return null;
  return <ItemOverlay itemId={id} onClose={() => resetItemPresentation()} fromDailyShop={fromDailyShop} />;
}
