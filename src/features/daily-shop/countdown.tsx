// "Actualisation dans" HH:MM:SS to the next midnight in Paris, ticking while shown.
import { useClock } from '../../ui/use-clock';
import { texts } from '../../i18n/fr';
import { formatCountdown, msUntilParisMidnight } from '../../lib/paris-time';
import styles from './daily-shop-page.module.css';

// The server's page showed its own second: the clock's next tick sets this one's.
export function Countdown() {
  const now = useClock();
  return (
    <p className={styles.countdown}>
      {texts.daily.refreshIn} <time role="timer" suppressHydrationWarning>{formatCountdown(msUntilParisMidnight(now))}</time>
    </p>
  );
}
