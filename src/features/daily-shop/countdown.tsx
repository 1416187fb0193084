// "Actualisation dans" HH:MM:SS to the next midnight in Paris, ticking while shown.
import { useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { formatCountdown, msUntilParisMidnight } from '../../lib/paris-time';
import { usePageVisible } from '../../platform/platform-context';
import styles from './daily-shop-page.module.css';

export function Countdown() {
  const visible = usePageVisible();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!visible) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [visible]);
  return (
    <p className={styles.countdown}>
      {fr.daily.refreshIn} <time role="timer">{formatCountdown(msUntilParisMidnight(now))}</time>
    </p>
  );
}
