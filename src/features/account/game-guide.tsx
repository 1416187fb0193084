// "Connexion à partir du jeu": a panel over the login form with a back arrow. It
// traps focus, scrolls the page to the top, slides in and returns focus on close.
import { FloatingFocusManager, useFloating } from '@floating-ui/react';
import { useEffect } from 'react';
import { fr } from '../../i18n/fr';
import styles from './login-panel.module.css';

export function GameGuide({ onClose }: { onClose: () => void }) {
  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => !open && onClose() });
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  useEffect(() => {
    // Escape closes the guide only: caught on the way down, before the login panel's dismiss sees it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onClose]);
  return (
    <FloatingFocusManager context={context} returnFocus>
      <section ref={refs.setFloating} role="dialog" aria-label={fr.account.guideTitle} className={styles.guide}>
        <button type="button" className={styles.back} aria-label={fr.account.guideBack} onClick={onClose}>
          ←
        </button>
        <h3>{fr.account.guideTitle}</h3>
        <ol className={styles.steps}>
          <li>{fr.account.guideStep1}</li>
          <li>
            {fr.account.guideStep2} <strong className={styles.desktopOnly}>« {fr.account.guideChoice} »</strong>
          </li>
        </ol>
      </section>
    </FloatingFocusManager>
  );
}
