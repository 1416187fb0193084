import { texts } from '../../i18n/fr';
import styles from './back-to-top.module.css';

export function BackToTop({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <button type="button" className={styles.button} aria-label={texts.nav.backToTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      ↑
    </button>
  );
}
