// "Connexion à partir du jeu": a panel over the login form with a back arrow. It
// traps focus, scrolls the page to the top, slides in and returns focus on close.
import { useEffect, useRef } from 'react';
import { fr } from '../../i18n/fr';
import { frLogin } from '../../i18n/fr-login';
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
    <section ref={guide} role="dialog" aria-label={frLogin.guideTitle} className={styles.guide}>
      <button type="button" className={styles.back} aria-label={frLogin.guideBack} onClick={onClose}>
        ←
      </button>
      <h3>{frLogin.guideTitle}</h3>
      <ol className={styles.steps}>
        <li>{fr.account.guideStep1}</li>
        <li>
          {fr.account.guideStep2} <strong className={styles.desktopOnly}>« {fr.account.guideChoice} »</strong>
        </li>
      </ol>
    </section>
  );
}
