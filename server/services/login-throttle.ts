import {
  deleteFailuresBefore, deleteSettledFailuresBefore, deleteTries, insertPendingTry, lockSubjects, markFailed, recentTries,
} from '../db/login-failures';
import type { Database } from '../db/queryable';
import { fail } from '../http/http-error';

const MAX_FAILURES = 5;
const LOCK_MS = 5 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'Trop de tentatives de connexion. Réessayez dans 5 minutes.';

/** The user first, then the IP: lockSubjects relies on this order. */
const subjects = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`] as const;

/** A try reserved by reserveAttempt: its rows, user's first. */
export interface Attempt {
  ids: [user: number, ip: number];
  userSubject: string;
}

/**
 * After 5 failures within 5 minutes for one username (existing or not) or one IP,
 * every attempt is refused for 5 minutes after the 5th failure. Refused attempts
 * are not counted, so the lock does not extend itself. Stored in the database, so
 * it holds across several server processes.
 *
 * The try is reserved before its password is checked, in one transaction that
 * holds the subjects' locks: it counts as a failure until settled, so tries sent
 * in parallel cannot all pass the count (the 6th waits for the lock, then sees 5).
 */
export async function reserveAttempt(db: Database, username: string, ip: string, now: Date): Promise<Attempt> {
  const keys = subjects(username, ip);
  return db.transaction(async (tx) => {
    await lockSubjects(tx, [...keys]);
    for (const subject of keys) {
      const recent = await recentTries(tx, subject, new Date(now.getTime() - 2 * LOCK_MS), MAX_FAILURES);
      const last = recent[0];
      const fifthLast = recent[MAX_FAILURES - 1];
      if (last && fifthLast && last.getTime() - fifthLast.getTime() <= LOCK_MS && now.getTime() < last.getTime() + LOCK_MS) {
        const retryAfter = Math.max(1, Math.ceil((last.getTime() + LOCK_MS - now.getTime()) / 1000));
        throw fail(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfter) });
      }
    }
    const ids: Attempt['ids'] = [await insertPendingTry(tx, keys[0], now), await insertPendingTry(tx, keys[1], now)];
    return { ids, userSubject: keys[0] };
  });
}

/** A wrong password: the reserved try stays, as a failure. */
export async function attemptFailed(db: Database, attempt: Attempt, now: Date): Promise<void> {
  await markFailed(db, attempt.ids);
  await deleteFailuresBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
}

/**
 * A successful login: its own try is not a failure, and the username's failures
 * settled before it are cleared (not the IP's). Tries still being checked, or
 * reserved after it, keep counting when they fail.
 */
export async function attemptSucceeded(db: Database, attempt: Attempt): Promise<void> {
  await deleteTries(db, attempt.ids);
  await deleteSettledFailuresBefore(db, attempt.userSubject, attempt.ids[0]);
}
