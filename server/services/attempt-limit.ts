// A limit on guesses for one subject (an admin's codes, their current password): 5 failures
// within 5 minutes, then 429 for 5 minutes. Stored in `login_failures`, as password logins
// are (login-throttle), so it holds across server processes.
import { deleteTries, insertPendingTry, lockSubjects, markFailed, recentTries } from '../db/login-failures';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

const MAX_FAILURES = 5;
const WINDOW_MS = 5 * 60 * 1000;

/**
 * Runs `check` as one try on `subject`: refused with 429 (French, Retry-After) after 5 failures
 * within 5 minutes. The try counts while it runs, so parallel guesses cannot pass the count;
 * `check` answering false (or throwing) leaves it as a failure, true clears it.
 */
export async function limitedTry(db: Database, subject: string, now: Date, message: string, check: () => Promise<boolean>): Promise<boolean> {
  const id = await db.transaction(async (tx) => {
    await lockSubjects(tx, [subject]);
    const recent = await recentTries(tx, subject, new Date(now.getTime() - WINDOW_MS), MAX_FAILURES);
    const oldest = recent[MAX_FAILURES - 1];
    if (oldest) {
      const retryAfter = Math.max(1, Math.ceil((oldest.getTime() + WINDOW_MS - now.getTime()) / 1000));
      throw fail(429, message, { 'Retry-After': String(retryAfter) });
    }
    return insertPendingTry(tx, subject, now);
  });
  let ok = false;
  try {
    ok = await check();
  } finally {
    await (ok ? deleteTries(db, [id]) : markFailed(db, [id]));
  }
  return ok;
}
