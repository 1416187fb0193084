// Web layout: navigation bar, page, footer.
import type { ReactNode } from 'react';
import { ShopChrome } from '../features/navigation/shop-chrome';
import styles from './layout.module.css';

export function FullLayout({ children }: { children: ReactNode }) {
  return <ShopChrome className={styles.shell}>{children}</ShopChrome>;
}
