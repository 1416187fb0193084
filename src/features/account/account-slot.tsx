// Nav bar slot of the account: the user menu when logged in, else "Connexion".
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { texts } from '../../i18n/fr';
import { useAssetUrl } from '../../platform/use-asset-url';
import { usePlatform } from '../../platform/platform-context';
import { useIdentity } from '../../state/identity';
import { language } from '../../state/language';
import { offeredLanguages } from '../../domain/languages';
import { main } from '../../state/main-store';
import { setOverlay, toggleOverlay } from '../../state/overlays';
import { Menu, type MenuItem } from '../../ui/menu';
import { linkDiscord } from './discord-link-start';
import { setLoginShown } from './login-state';
import { logout } from './logout';
import { chooseLanguage } from '../language/language-actions';
import styles from './account-slot.module.css';
import { useHttp } from '../../api/http-context';
import { useQueryClientSlot } from '../../api/query-client-slot';
import { formatParisDay } from '../../lib/paris-time';
import { withPressFeedback } from '../../ui/press-feedback';

export function AccountSlot() {
  const { user } = useSnapshot(main);
  const { shown } = useSnapshot(language);
  const identity = useIdentity();
  const clientSlot = useQueryClientSlot();
  const platform = usePlatform();
  const assetUrl = useAssetUrl();
  const http = useHttp();
  const [location, navigate] = useLocation();
  if (!user) {
    return (
      <button type="button" className={`button-primary ${styles.login}`} data-focus-key="account" onClick={withPressFeedback(() => setLoginShown(true))}>
        {texts.nav.login}
      </button>
    );
  }
  const { subscription } = user;
  const items: MenuItem[] = [
    { key: 'username', label: <strong>{user.username}</strong>, onSelect: () => {} },
    // The rank and when it renews or ends; it leads to the ranks' comparison.
    ...(subscription
      ? [{
          key: 'subscription',
          label: (
            <span className={styles.plan}>
              {subscription.rank} <small>{texts.account.subscription[subscription.status](formatParisDay(subscription.until, texts.numbers.dates))}</small>
            </span>
          ),
          onSelect: () => navigate('/abonnements'),
        }]
      : []),
    { key: 'characters', label: texts.userMenu.characterSelect, onSelect: () => toggleOverlay('characterSelect', true) },
    { key: 'history', label: texts.userMenu.history, onSelect: () => setOverlay('history', true) },
    ...(user.discordId
      ? []
      : [{ key: 'discord', label: texts.account.linkDiscord, onSelect: () => void linkDiscord(http, platform, location) }]),
    ...(user.group === 'admin' ? [{ key: 'admin', label: texts.userMenu.admin, onSelect: () => navigate('/admin') }] : []),
    // The other languages the shop offers, each by its own name.
    ...offeredLanguages(identity).filter((code) => code !== shown).map((code) => ({ key: code, label: texts.language.names[code], onSelect: () => void chooseLanguage(code) })),
    { key: 'logout', label: texts.userMenu.logout, onSelect: () => void logout(http, clientSlot) },
  ];
  return (
    <Menu
      label={texts.account.userMenu(user.username)}
      className={styles.trigger}
      focusKey="account"
      items={items}
      trigger={
        <>
          {user.avatarUrl ? <img src={assetUrl(user.avatarUrl)} alt="" className={styles.avatar} /> : <span className={styles.initial} aria-hidden="true">{user.username.charAt(0)}</span>}
          <span className={styles.name}>{user.username}</span>
        </>
      }
    />
  );
}
