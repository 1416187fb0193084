// In-game layout: the same bar, lower, with a close button for the game; the
// footer follows the flag (off in game).
import type { ReactNode } from 'react';
import { usePlatform } from '../platform/platform-context';
import { ShopChrome } from '../features/navigation/shop-chrome';
import styles from './layout.module.css';

export function CompactLayout({ children }: { children: ReactNode }) {
  const { requestClose } = usePlatform();
  return (
    <ShopChrome className={`${styles.shell} ${styles.compact}`} onClose={requestClose}>
      {children}
    </ShopChrome>
  );
}
