// Every modal surface of the shop: a backdrop over the page with the panel in it.
// Modal behaviour in modal.ts, scroll lock in scroll-lock.ts.
import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModal } from './modal';
import { useScrollLock } from './scroll-lock';
import styles from './overlay.module.css';

export type OverlayPlacement = 'center' | 'left' | 'right' | 'full';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  placement?: OverlayPlacement;
  className?: string;
  children: ReactNode;
}

export function Overlay(props: OverlayProps) {
  return props.open ? <OpenOverlay {...props} /> : null;
}

function OpenOverlay({ onClose, label, placement = 'center', className, children }: OverlayProps) {
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, onClose);
  useScrollLock();
  return createPortal(
    <div
      className={`${styles.backdrop} ${styles[placement]}`}
      // A press on the backdrop itself, outside the panel, closes.
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div ref={panel} role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} className={`${styles.panel} ${className ?? ''}`}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
