// The item presentation is a chunk (it carries DOMPurify), loaded when the page
// is idle or on a first opening, so landing pages paint without it. The in-game
// build swaps this module for item-overlay-chunk.compact.tsx: one file, no chunks.
import { Suspense } from 'react';
import { lazyPage } from '../../ui/lazy-page';
import type { ItemOverlayProps } from './item-overlay';

export type { ItemOverlayProps };

const LazyItemOverlay = lazyPage<ItemOverlayProps>('item', () =>
  import('./item-overlay').then((module) => ({ default: module.ItemOverlay })),
);

/** Renders nothing until its code is there (at once when preloaded), never the page's loader. */
export function ItemOverlay(props: ItemOverlayProps) {
  return (
    <Suspense fallback={null}>
      <LazyItemOverlay {...props} />
    </Suspense>
  );
}

export const preloadItemOverlay = (): Promise<unknown> => LazyItemOverlay.preload();
