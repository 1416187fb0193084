// The page frame both layouts share: the bar, the page, the footer (when the flag
// allows it) and the back-to-top button.
import type { ReactNode } from 'react';
import { texts } from '../../i18n/fr';
import { useFlags } from '../../platform/platform-context';
import { CONTENT_ID } from '../../ui/content-id';
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
      <a
        className="skip-link"
        href={`#${CONTENT_ID}`}
        onClick={(event) => {
          // Not a navigation: in game the router reads the hash.
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
      >
        {texts.nav.skipToContent}
      </a>
      <NavBar hidden={scroll.barHidden} onClose={onClose} />
      <div id={CONTENT_ID} tabIndex={-1} className={styles.content}>
        {children}
      </div>
      {flags.footer && <Footer />}
      <BackToTop shown={scroll.backToTop} />
    </div>
  );
}
