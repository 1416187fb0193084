// In game the player is already known to the game server: one click asks it for a
// fresh one-time token (its `login` message signs in; `loginFailed` shows why not, and
// the button offers to try again). Password and forum sign-in stay on the website,
// which keeps the in-game file small: "Se connecter sur la nouvelle boutique" opens it,
// logged in, on the page the player is looking at.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { texts } from '../../i18n/fr';
import { usePlatform } from '../../platform/platform-context';
import { dismissLoginError, loginPanel } from './login-state';
import styles from './login-panel.module.css';

/** The game answers within seconds; past this the panel says so and offers to try again. */
const LOGIN_WAIT_MS = 15_000;

export function LoginMethods() {
  const { requestLogin, requestWebLogin, openExternal, config } = usePlatform();
  const { error } = useSnapshot(loginPanel);
  const [location] = useLocation();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!asked) return;
    // No answer (neither `login` nor `loginFailed`): say why, the button reads "Réessayer".
    const timer = setTimeout(() => {
      setAsked(0);
      loginPanel.error ??= texts.account.gameLoginTimeout;
    }, LOGIN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [asked]);
  const busy = asked > 0 && !error;
  return (
    <>
      <p>{texts.account.gameLoginText}</p>
      {requestLogin && (
        <button
          type="button"
          className="button-primary"
          disabled={busy}
          onClick={() => {
            dismissLoginError();
            setAsked((n) => n + 1);
            requestLogin();
          }}
        >
          {busy ? texts.account.loggingIn : error ? texts.account.retry : texts.account.gameLogin}
        </button>
      )}
      <button
        type="button"
        className={`button-secondary ${styles.forum}`}
        onClick={() => (requestWebLogin ? requestWebLogin(location) : openExternal(config.webShopUrl))}
      >
        {requestWebLogin ? texts.account.guideChoice : texts.account.openWebShop}
      </button>
    </>
  );
}
