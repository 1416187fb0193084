// The home's monthly goal (GET /api/goal): the settings' goal and this Paris month's net cash
// towards it. Every visit of the home asks for it: the settings are read each time (a goal
// set or removed shows at once), the net cash is summed once a minute per server.
import type { GoalAnswer } from '../../src/api/contract/goal';
import type { Queryable } from '../db/queryable';
import { monthNetCash } from './figures';
import { readSettings } from './shop-settings';

const KEPT_MS = 60_000;

/** The goal's answer, its net cash kept a minute per currency (a failure is not kept). */
export function keptMonthlyGoal(db: Queryable, now: () => Date): () => Promise<GoalAnswer> {
  let kept: { at: number; currency: string; reached: Promise<number> } | undefined;
  return async () => {
    const { goal } = await readSettings(db);
    if (!goal) return null;
    const at = now().getTime();
    if (!kept || kept.currency !== goal.currency || at - kept.at >= KEPT_MS || at < kept.at) {
      const entry = { at, currency: goal.currency, reached: monthNetCash(db, now(), goal.currency) };
      entry.reached.catch(() => {
        if (kept === entry) kept = undefined;
      });
      kept = entry;
    }
    return { ...goal, reached: await kept.reached };
  };
}
