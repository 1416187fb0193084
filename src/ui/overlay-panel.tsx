// The open modal surface: focus trap, focus return, scroll lock, Escape and
// outside press, on @floating-ui/react. Loaded by overlay.tsx on first open.
import {
  FloatingFocusManager, FloatingOverlay, FloatingPortal, useDismiss, useFloating, useInteractions, useRole,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import styles from './overlay.module.css';

export type OverlayPlacement = 'center' | 'left' | 'right' | 'full';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  placement?: OverlayPlacement;
  /** Outside press closes unless false (a dialog that must be answered). */
  dismissOnOutsidePress?: boolean;
  initialFocus?: number | RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

export default function OverlayPanel({
  open, onClose, label, placement = 'center', dismissOnOutsidePress = true, initialFocus, className, children,
}: OverlayProps) {
  const { refs, context } = useFloating({ open, onOpenChange: (next) => !next && onClose() });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: dismissOnOutsidePress, outsidePressEvent: 'mousedown' }),
    useRole(context, { role: 'dialog' }),
  ]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingOverlay lockScroll className={`${styles.backdrop} ${styles[placement]}`}>
        <FloatingFocusManager context={context} returnFocus initialFocus={initialFocus}>
          <div
            ref={refs.setFloating}
            aria-label={label}
            aria-modal="true"
            className={`${styles.panel} ${className ?? ''}`}
            {...getFloatingProps()}
          >
            {children}
          </div>
        </FloatingFocusManager>
      </FloatingOverlay>
    </FloatingPortal>
  );
}
