// The mobile drawer is a chunk, loaded on its first opening (or when a narrow
// page is idle): desktop visitors never need it. The in-game build swaps this
// module for mobile-drawer-chunk.compact.tsx: one file, no chunks.
import { useSnapshot } from 'valtio';
import { frChunks } from '../../i18n/fr-chunks';
import { useWhenIdle } from '../../lib/use-when-idle';
import { overlays } from '../../state/overlays';
import { lazyPage } from '../../ui/lazy-page';
import { OnceOpened } from '../../ui/once-opened';

const LazyMobileDrawer = lazyPage<object>(frChunks.menu, () => import('./mobile-drawer').then(({ MobileDrawer }) => ({ default: MobileDrawer })));

/** Where the menu button shows (the drawer's own media query). */
const preloadOnNarrowPages = () => (window.matchMedia?.('(max-width: 618px)').matches ? LazyMobileDrawer.preload() : undefined);

export function MobileDrawerSlot() {
  useWhenIdle(preloadOnNarrowPages);
  return <OnceOpened shown={useSnapshot(overlays).mobileNavbar} component={LazyMobileDrawer} />;
}
