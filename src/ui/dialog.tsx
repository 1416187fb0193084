// A titled modal dialog with a close button, on the Overlay primitive.
import { useId, type ReactNode } from 'react';
import { texts } from '../i18n/fr';
import { Overlay, type OverlayProps } from './overlay';
import styles from './dialog.module.css';

interface DialogProps extends Omit<OverlayProps, 'label' | 'children'> {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function Dialog({ title, children, footer, ...overlay }: DialogProps) {
  const titleId = useId();
  return (
    <Overlay {...overlay} label={title} className={`${styles.panel} ${overlay.className ?? ''}`}>
      <section aria-labelledby={titleId}>
        <header className={styles.header}>
          <h2 id={titleId}>{title}</h2>
          <button type="button" className={styles.close} aria-label={texts.overlay.close} onClick={overlay.onClose}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </section>
    </Overlay>
  );
}
