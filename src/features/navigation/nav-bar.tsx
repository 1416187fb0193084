// The navigation bar (spec 01 §2): brand, entries, currency, basket, points, rank
// badge and the account slot; below 619 px a menu button opens the drawer instead.
// The entries that do not fit the bar's width are listed under "Plus".
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { texts } from '../../i18n/fr';
import { useAssetUrl } from '../../platform/use-asset-url';
import { useBrand, useIdentity } from '../../state/identity';
import { main } from '../../state/main-store';
import { Menu } from '../../ui/menu';
import { AccountSlot } from '../account/account-slot';
import { useLoggedIn } from '../../state/logged-in';
import { BasketButton } from '../checkout/basket-button';
import { CurrencyMenu } from '../currency/currency-menu';
import { MobileDrawerSlot } from './mobile-drawer-chunk';
import { isActive, visibleEntries } from './nav-entries';
import { PointsButton } from './points-button';
import { RankBadge } from './rank-badge';
import { useFittingCount } from './use-fitting-count';
import styles from './nav-bar.module.css';

interface NavBarProps {
  hidden: boolean;
  /** In game: a close button that asks the host to close the shop. */
  onClose?: () => void;
}

export function NavBar({ hidden, onClose }: NavBarProps) {
  const [path, navigate] = useLocation();
  const loggedIn = useLoggedIn();
  const username = useSnapshot(main).user?.username;
  const { shopName, logoUrl } = useBrand();
  const asset = useAssetUrl();
  const entries = visibleEntries(loggedIn, useIdentity());
  const row = useRef<HTMLElement>(null);
  const fit = useFittingCount(row, entries.length);
  const more = entries.slice(fit);
  return (
    <header className={`${styles.bar} ${hidden ? styles.hidden : ''}`}>
      <MobileDrawerSlot buttonClassName={styles.burger} />
      <Link href="/" className={styles.brand}>
        {logoUrl && <img src={asset(logoUrl)} alt="" className={styles.logo} />}
        {shopName}
      </Link>
      <nav ref={row} aria-label={texts.browsing.mainNav} className={styles.entries}>
        {entries.map((entry, index) => (
          <Link
            key={entry.href}
            href={entry.href}
            className={index < fit ? styles.entry : `${styles.entry} ${styles.over}`}
            aria-current={isActive(entry, path) ? 'page' : undefined}
          >
            <span>{entry.label}</span>
          </Link>
        ))}
      </nav>
      {more.length > 0 && (
        <Menu
          label={texts.nav.more}
          trigger={`${texts.nav.more} ▾`}
          className={more.some((entry) => isActive(entry, path)) ? `${styles.more} ${styles.moreActive}` : styles.more}
          items={more.map((entry) => ({
            key: entry.href,
            label: entry.label,
            selected: isActive(entry, path),
            onSelect: () => navigate(entry.href),
          }))}
        />
      )}
      <div className={styles.side}>
        <span className={styles.currency}>
          <CurrencyMenu />
        </span>
        <BasketButton />
        <PointsButton className={styles.points} wordClassName={styles.pointsWord} />
        <RankBadge className={styles.rank} />
        <span className={styles.account} title={username}>
          <AccountSlot />
        </span>
        {onClose && (
          <button type="button" className={styles.close} aria-label={texts.nav.close} onClick={onClose}>
            ×
          </button>
        )}
      </div>
    </header>
  );
}
