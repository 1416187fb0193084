// "Connexion à partir du jeu": a panel over the login form with a back arrow. It
// traps focus, scrolls the page to the top, slides in and returns focus on close.
import { useEffect, useRef } from 'react';
import { texts } from '../../i18n/fr';
import { loginTexts } from '../../i18n/fr-login';
import { useModal } from '../../ui/modal';
import styles from './login-panel.module.css';

export function GameGuide({ onClose }: { onClose: () => void }) {
  const guide = useRef<HTMLElement>(null);
  // Modal inside the login panel: Escape closes the guide only.
  useModal(guide, onClose);
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <section ref={guide} role="dialog" aria-label={loginTexts.guideTitle} className={styles.guide}>
      <button type="button" className={styles.back} aria-label={loginTexts.guideBack} onClick={onClose}>
        ←
      </button>
      <h3>{loginTexts.guideTitle}</h3>
      <ol className={styles.steps}>
        <li>{texts.account.guideStep1}</li>
        <li>
          {texts.account.guideStep2} <strong className={styles.desktopOnly}>« {texts.account.guideChoice} »</strong>
        </li>
      </ol>
    </section>
  );
}
