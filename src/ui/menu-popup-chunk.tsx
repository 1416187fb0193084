// On the website the open menu's list (menu-popup.tsx, with floating-ui's placement,
// 7 KB gzip) is a chunk asked for when the pointer or the focus reaches a menu's
// button, so neither the first load nor the idle-time chunks carry it. The in-game
// build swaps this module for menu-popup-chunk.compact.tsx: one file, no chunks.
import { Suspense } from 'react';
import { lazyPage } from './lazy-page';
import type { MenuPopupProps } from './menu-items';
import { PageErrorBoundary } from './page-error-boundary';

const LazyMenuPopup = lazyPage<MenuPopupProps>('menuList', () => import('./menu-popup'));

/** Renders nothing until its code is there (at once when preloaded); a chunk that cannot load says so. */
export function MenuPopup(props: MenuPopupProps) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={null}>
        <LazyMenuPopup {...props} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/** A failed warm-up is tried again on the next hover, focus or opening. */
export const preloadMenuPopup = (): void => void LazyMenuPopup.preload().catch(() => {});
