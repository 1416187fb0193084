// In game the menus are placed by hand, the way floating-placement.ts has floating-ui
// place them on the website (under the button, right edges aligned, above it when
// there is no room below, kept 8 px inside the screen), again on scroll and resize:
// floating-ui's core would add 2.9 KB gzip to the game's file, which has no room for
// it (75 KB budget).
import { GAP, MARGIN, type Follow } from './floating-options';

export const followAnchor: Follow = (anchor, floating) => {
  const place = () => {
    const button = anchor.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = floating;
    const below = button.bottom + GAP + height <= innerHeight - MARGIN || button.top - GAP - height < MARGIN;
    floating.style.top = `${below ? button.bottom + GAP : button.top - GAP - height}px`;
    floating.style.left = `${Math.max(MARGIN, Math.min(button.right - width, innerWidth - MARGIN - width))}px`;
  };
  place();
  addEventListener('scroll', place, true);
  addEventListener('resize', place);
  return () => {
    removeEventListener('scroll', place, true);
    removeEventListener('resize', place);
  };
};
