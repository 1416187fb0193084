// The menu button of narrow pages (618 px and below) and the mobile drawer it opens,
// a chunk loaded on its first opening (or when a narrow page is idle): desktop
// visitors never need it. The in-game build swaps this module for
// mobile-drawer-chunk.compact.tsx: the game's page is never that narrow.
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { useWhenIdle } from '../../lib/use-when-idle';
import { overlays, toggleOverlay } from '../../state/overlays';
import { lazyPage } from '../../ui/lazy-page';
import { OnceOpened } from '../../ui/once-opened';
import { withPressFeedback } from '../../ui/press-feedback';

const LazyMobileDrawer = lazyPage<object>('menu', () => import('./mobile-drawer').then(({ MobileDrawer }) => ({ default: MobileDrawer })));

/** Where the menu button shows (the drawer's own media query). */
const preloadOnNarrowPages = () => (window.matchMedia?.('(max-width: 618px)').matches ? LazyMobileDrawer.preload() : undefined);

export function MobileDrawerSlot({ buttonClassName }: { buttonClassName?: string }) {
  useWhenIdle(preloadOnNarrowPages);
  const shown = useSnapshot(overlays).mobileNavbar;
  return (
    <>
      <button type="button" className={buttonClassName} aria-label={texts.browsing.openMenu} onClick={withPressFeedback(() => toggleOverlay('mobileNavbar', true))}>
        ☰
      </button>
      <OnceOpened shown={shown} component={LazyMobileDrawer} />
    </>
  );
}
