// A red (error) or green (success) message band, dismissable when given onDismiss.
import { texts } from '../i18n/fr';
import styles from './banner.module.css';

interface BannerProps {
  tone: 'error' | 'success';
  children: string;
  onDismiss?: () => void;
  dismissLabel?: string;
}

export function Banner({ tone, children, onDismiss, dismissLabel = texts.overlay.close }: BannerProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.banner} ${styles[tone]}`}>
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          ×
        </button>
      )}
    </div>
  );
}
