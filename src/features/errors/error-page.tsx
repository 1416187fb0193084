// The full-screen error page: a large 404, the type, its French message and extra lines.
import { texts } from '../../i18n/fr';
import type { ErrorType } from './fatal-error';
import styles from './error-page.module.css';

interface ErrorPageProps {
  type: ErrorType;
  lines?: readonly string[];
  onAction: () => void;
  busy?: boolean;
}

export function ErrorPage({ type, lines = [], onAction, busy = false }: ErrorPageProps) {
  const text = texts.errorPage[type];
  return (
    <main className={styles.page} data-error-type={type}>
      <p className={styles.code} aria-hidden="true">404</p>
      <p className={styles.type}>{type}</p>
      <h1 className={styles.message}>{text.message}</h1>
      {lines.map((line, i) => (
        <p key={i} className={styles.line}>
          {line}
        </p>
      ))}
      <button type="button" className={styles.button} onClick={onAction} disabled={busy}>
        {busy ? <span className={styles.spinner} aria-label={texts.app.loading} /> : text.button}
      </button>
    </main>
  );
}
