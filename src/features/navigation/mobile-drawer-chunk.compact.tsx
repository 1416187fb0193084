// In game the page is never 618 px wide or less (the game's smallest resolution,
// 800 × 600, is wider): no menu button and no drawer to carry.
export function MobileDrawerSlot(_props: { buttonClassName?: string }) {
  return null;
}
