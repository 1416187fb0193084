// The page frame both layouts share: the bar, the page, the footer (when the flag
// allows it) and the back-to-top button.
import type { ReactNode } from 'react';
import { useFlags } from '../../platform/platform-context';
import { BackToTop } from './back-to-top';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { useScrollState } from './use-scroll';
import styles from './shop-chrome.module.css';

interface ShopChromeProps {
  className?: string;
  onClose?: () => void;
  children: ReactNode;
}

export function ShopChrome({ className, onClose, children }: ShopChromeProps) {
  const flags = useFlags();
  const scroll = useScrollState();
  return (
    <div className={className}>
      <NavBar hidden={scroll.barHidden} onClose={onClose} />
      <div className={styles.content}>{children}</div>
      {flags.footer && <Footer />}
      <BackToTop shown={scroll.backToTop} />
    </div>
  );
}
