// The login panel (spec 01 §2): a slide-in popup, not a route.
import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loginTexts } from '../../i18n/fr-login';
import { overlays } from '../../state/overlays';
import { Banner } from '../../ui/banner';
import { Overlay } from '../../ui/overlay';
import { GameGuide } from './game-guide';
import { LoginMethods } from './login-methods';
import { dismissLoginError, loginPanel, setLoginShown } from './login-state';
import styles from './login-panel.module.css';

export default function LoginPanel() {
  const { login } = useSnapshot(overlays);
  const { error } = useSnapshot(loginPanel);
  const [guideShown, setGuideShown] = useState(false);
  const hideGuide = useCallback(() => setGuideShown(false), []);
  const close = () => {
    setGuideShown(false);
    setLoginShown('close');
  };
  return (
    <Overlay open={login} onClose={close} label={loginTexts.panelTitle} placement="left" className={styles.panel}>
      <div className={styles.content}>
        <h2 className={styles.title}>{loginTexts.panelTitle}</h2>
        <button type="button" className={`button-secondary ${styles.guideButton}`} onClick={() => setGuideShown(true)}>
          {loginTexts.guideButton}
        </button>
        {error && (
          <Banner tone="error" onDismiss={dismissLoginError} dismissLabel={loginTexts.dismissError}>
            {error}
          </Banner>
        )}
        <LoginMethods />
        <button type="button" className={styles.backLink} onClick={close}>
          {loginTexts.back}
        </button>
        {guideShown && <GameGuide onClose={hideGuide} />}
      </div>
    </Overlay>
  );
}
