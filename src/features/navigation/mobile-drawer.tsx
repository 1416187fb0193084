// The mobile drawer (618 px and below): the player's avatar, name, rank (with when its
// subscription renews or ends) and balance, or a login block; then every entry, the
// active one highlighted.
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { texts } from '../../i18n/fr';
import { formatParisDay } from '../../lib/paris-time';
import { useAssetUrl } from '../../platform/use-asset-url';
import { main } from '../../state/main-store';
import { overlays, toggleOverlay } from '../../state/overlays';
import { Overlay } from '../../ui/overlay';
import { AccountSlot } from '../account/account-slot';
import { isLoggedIn } from '../../state/logged-in';
import { BasketButton } from '../checkout/basket-button';
import { CurrencyMenu } from '../currency/currency-menu';
import { useIdentity } from '../../state/identity';
import { isActive, visibleEntries } from './nav-entries';
import { PointsButton } from './points-button';
import { RankBadge } from './rank-badge';
import { LanguageMenu } from '../language/language-menu';
import styles from './mobile-drawer.module.css';

export function MobileDrawer() {
  const show = useSnapshot(overlays).mobileNavbar;
  const { user } = useSnapshot(main);
  const [path] = useLocation();
  const assetUrl = useAssetUrl();
  const identity = useIdentity();
  const loggedIn = isLoggedIn(user);
  const close = () => toggleOverlay('mobileNavbar', false);
  return (
    <Overlay open={show} onClose={close} label={texts.nav.menu} placement="left" className={styles.drawer}>
      <button type="button" className={styles.close} aria-label={texts.nav.close} onClick={close}>
        ×
      </button>
      {user && loggedIn ? (
        <div className={styles.profile}>
          {user.avatarUrl && <img className={styles.avatar} src={assetUrl(user.avatarUrl)} alt="" width={48} height={48} />}
          <div>
            <p className={styles.username}>{user.username}</p>
            <RankBadge className={styles.rank} />
            {user.subscription && (
              <p className={styles.plan}>
                {user.subscription.rank} <small>{texts.account.subscription[user.subscription.status](formatParisDay(user.subscription.until, texts.numbers.dates))}</small>
              </p>
            )}
          </div>
        </div>
      ) : (
        <div className={styles.login}>
          <p>{texts.browsing.drawerLogin}</p>
        </div>
      )}
      <div className={styles.tools}>
        <PointsButton className={styles.points} />
        <BasketButton />
        <CurrencyMenu />
        <LanguageMenu />
      </div>
      <nav aria-label={texts.browsing.mainNav} className={styles.entries} onClick={close}>
        {visibleEntries(loggedIn, identity).map((entry) => (
          <Link key={entry.href} href={entry.href} className={styles.entry} aria-current={isActive(entry, path) ? 'page' : undefined}>
            {entry.label}
          </Link>
        ))}
      </nav>
      <div className={styles.account}>
        <AccountSlot />
      </div>
    </Overlay>
  );
}
