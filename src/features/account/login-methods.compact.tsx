// In game the player is already known to the game server: one click asks it for a
// fresh one-time token (its `login` message signs in). Password and forum sign-in
// stay on the website, which keeps the in-game file small.
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { usePlatform } from '../../platform/platform-context';
import styles from './login-panel.module.css';

export function LoginMethods() {
  const { requestLogin, openExternal, config } = usePlatform();
  const [asked, setAsked] = useState(false);
  return (
    <>
      <p>{fr.account.gameLoginText}</p>
      {requestLogin && (
        <button
          type="button"
          className="button-primary"
          disabled={asked}
          onClick={() => {
            setAsked(true);
            requestLogin();
          }}
        >
          {asked ? fr.account.loggingIn : fr.account.gameLogin}
        </button>
      )}
      <button type="button" className={`button-secondary ${styles.forum}`} onClick={() => openExternal(config.webShopUrl)}>
        {fr.account.openWebShop}
      </button>
    </>
  );
}
