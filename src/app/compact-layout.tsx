// In-game layout: one compact bar over the page, no footer.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fr } from '../i18n/fr';
import { usePlatform } from '../platform/platform-context';
import styles from './layout.module.css';

export function CompactLayout({ children }: { children: ReactNode }) {
  const { requestClose } = usePlatform();
  return (
    <div className={`${styles.shell} ${styles.compact}`}>
      <header className={styles.header}>
        <Link href="/" className={styles.brand}>
          Hurricane
        </Link>
        {requestClose && (
          <button type="button" className={styles.close} aria-label={fr.nav.close} onClick={requestClose}>
            ×
          </button>
        )}
      </header>
      {children}
    </div>
  );
}
