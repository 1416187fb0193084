// Every modal surface of the shop; its floating-ui panel comes from floating-chunks.
import { Suspense } from 'react';
import { OverlayPanel } from './floating-chunks';
import type { OverlayProps } from './overlay-panel';

export type { OverlayPlacement, OverlayProps } from './overlay-panel';

export function Overlay(props: OverlayProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <OverlayPanel {...props} />
    </Suspense>
  );
}
