// The navigation bar (spec 01 §2): brand, entries, currency, points, rank badge and
// the account slot; below 619 px a menu button opens the drawer instead.
import { Link, useLocation } from 'wouter';
import { fr } from '../../i18n/fr';
import { toggleOverlay } from '../../state/overlays';
import { AccountSlot } from '../account/account-slot';
import { useLoggedIn } from '../../state/logged-in';
import { CurrencyMenu } from '../currency/currency-menu';
import { MobileDrawer } from './mobile-drawer';
import { isActive, visibleEntries } from './nav-entries';
import { PointsButton } from './points-button';
import { RankBadge } from './rank-badge';
import styles from './nav-bar.module.css';

interface NavBarProps {
  hidden: boolean;
  /** In game: a close button that asks the host to close the shop. */
  onClose?: () => void;
}

export function NavBar({ hidden, onClose }: NavBarProps) {
  const [path] = useLocation();
  const loggedIn = useLoggedIn();
  return (
    <header className={`${styles.bar} ${hidden ? styles.hidden : ''}`}>
      <button type="button" className={styles.burger} aria-label={fr.browsing.openMenu} onClick={() => toggleOverlay('mobileNavbar', true)}>
        ☰
      </button>
      <Link href="/" className={styles.brand}>
        {fr.browsing.brand}
      </Link>
      <nav aria-label={fr.browsing.mainNav} className={styles.entries}>
        {visibleEntries(loggedIn).map((entry) => (
          <Link
            key={entry.href}
            href={entry.href}
            className={styles.entry}
            aria-current={isActive(entry, path) ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        ))}
      </nav>
      <div className={styles.side}>
        <CurrencyMenu />
        <PointsButton className={styles.points} />
        <RankBadge className={styles.rank} />
        <span className={styles.account}>
          <AccountSlot />
        </span>
        {onClose && (
          <button type="button" className={styles.close} aria-label={fr.nav.close} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      <MobileDrawer />
    </header>
  );
}
