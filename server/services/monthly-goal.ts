// The home's monthly goal (GET /api/goal): the settings' goal and this Paris month's net cash
// towards it. Every visit of the home asks for it: a server computes it once a minute.
import type { GoalAnswer } from '../../src/api/contract/goal';
import type { Queryable } from '../db/queryable';
import { monthNetCash } from './figures';
import { readSettings } from './shop-settings';

const KEPT_MS = 60_000;

export async function monthlyGoal(db: Queryable, now: Date): Promise<GoalAnswer> {
  const { goal } = await readSettings(db);
  return goal ? { ...goal, reached: await monthNetCash(db, now, goal.currency) } : null;
}

/** `monthlyGoal`, kept a minute (a failure is not kept). */
export function keptMonthlyGoal(db: Queryable, now: () => Date): () => Promise<GoalAnswer> {
  let kept: { at: number; answer: Promise<GoalAnswer> } | undefined;
  return () => {
    const at = now().getTime();
    if (!kept || at - kept.at >= KEPT_MS || at < kept.at) {
      const entry = { at, answer: monthlyGoal(db, now()) };
      entry.answer.catch(() => {
        if (kept === entry) kept = undefined;
      });
      kept = entry;
    }
    return kept.answer;
  };
}
