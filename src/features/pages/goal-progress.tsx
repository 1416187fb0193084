// The month's goal on the home while the settings hold one (CONTRACT "Campaigns and
// figures"): asked for once the home is shown, through the data layer's client when it
// is there, so the first paint waits for nothing.
import { useEffect, useState } from 'react';
import type { GoalAnswer } from '../../api/contract/goal';
import { useHttp } from '../../api/http-context';
import { useQueryClientSlot, withQueryClient } from '../../api/query-client-slot';
import { goalQuery } from '../../api/goal-queries';
import { homeTexts } from '../../i18n/fr-home';
import { useProviderPrice } from '../currency/use-price';
import styles from './home-page.module.css';

export function GoalProgress() {
  const slot = useQueryClientSlot();
  const http = useHttp();
  const price = useProviderPrice();
  const [goal, setGoal] = useState<GoalAnswer>(null);
  useEffect(() => {
    // Without an answer the home has no bar (an answer once the home is gone sets nothing).
    withQueryClient(slot, (client) => void client.fetchQuery(goalQuery(http)).then(setGoal, () => {}));
  }, [slot, http]);
  if (!goal) return null;
  const percent = Math.max(0, Math.min(100, Math.floor((goal.reached / goal.amount) * 100)));
  return (
    <section className={styles.intro}>
      <h2>{homeTexts.goal}</h2>
      <progress value={percent} max={100} aria-label={homeTexts.goal} />
      <p>{homeTexts.goalProgress(price(goal.reached, goal.currency), price(goal.amount, goal.currency), percent)}</p>
    </section>
  );
}
